import global from './zh-TW/global';
import menu from './zh-TW/menu';
import request from './zh-TW/request';
import pages from './zh-TW/pages';
import account from './zh-TW/account';
import team from './zh-TW/team';
import admin from './zh-TW/admin';
import content_a from './zh-TW/content-a';
import content_b from './zh-TW/content-b';

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
