import global from './en-US/global';
import menu from './en-US/menu';
import request from './en-US/request';
import pages from './en-US/pages';
import account from './en-US/account';
import team from './en-US/team';
import admin from './en-US/admin';
import content_a from './en-US/content-a';
import content_b from './en-US/content-b';

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
