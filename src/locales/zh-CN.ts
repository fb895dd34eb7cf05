import global from './zh-CN/global';
import menu from './zh-CN/menu';
import request from './zh-CN/request';
import pages from './zh-CN/pages';
import account from './zh-CN/account';
import team from './zh-CN/team';
import admin from './zh-CN/admin';
import content_a from './zh-CN/content-a';
import content_b from './zh-CN/content-b';

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
