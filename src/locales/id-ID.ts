import global from './id-ID/global';
import menu from './id-ID/menu';
import request from './id-ID/request';
import pages from './id-ID/pages';
import account from './id-ID/account';
import team from './id-ID/team';
import admin from './id-ID/admin';
import content_a from './id-ID/content-a';
import content_b from './id-ID/content-b';

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
