import global from './en-US/global';
import menu from './en-US/menu';
import request from './en-US/request';
import pages from './en-US/pages';
import account from './en-US/account';
import team from './en-US/team';
import admin from './en-US/admin';
import home from './en-US/home';
import news from './en-US/news';
import areas from './en-US/areas';
import library from './en-US/library';
import trivia from './en-US/trivia';

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
};
