import global from './global';
import menu from './menu';
import request from './request';
import pages from './pages';
import account from './account';
import team from './team';
import admin from './admin';
import home from './home';
import news from './news';
import areas from './areas';
import library from './library';
import trivia from './trivia';
import security from './security';
import twoFactor from './twoFactor';
import recovery from './recovery';

export default {
  ...global,
  ...menu,
  ...request,
  ...pages,
  ...account,
  ...team,
  ...admin,
  ...home,
  ...news,
  ...areas,
  ...library,
  ...trivia,
  ...security,
  ...twoFactor,
  ...recovery,
};
