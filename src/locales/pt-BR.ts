import global from './pt-BR/global';
import menu from './pt-BR/menu';
import request from './pt-BR/request';
import pages from './pt-BR/pages';
import account from './pt-BR/account';
import team from './pt-BR/team';
import admin from './pt-BR/admin';
import content_a from './pt-BR/content-a';
import content_b from './pt-BR/content-b';

export default {
  ...global,
  ...menu,
  ...request,
  ...pages,
  ...account,
  ...team,
  ...admin,
  ...content_a,
  ...content_b,
};
