import global from './pt-BR/global';
import menu from './pt-BR/menu';
import request from './pt-BR/request';
import pages from './pt-BR/pages';
import account from './pt-BR/account';
import team from './pt-BR/team';
import admin from './pt-BR/admin';
import home from './pt-BR/home';
import news from './pt-BR/news';
import areas from './pt-BR/areas';
import library from './pt-BR/library';
import trivia from './pt-BR/trivia';

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
