/**
 * The messages of the public pages, their layout and the request module: what every page needs,
 * loaded at start (src/locales/load.ts).
 */
import global from './global';
import menu from './menu';
import request from './request';
import pages from './pages';
import home from './home';
import news from './news';
import areas from './areas';
import library from './library';
import trivia from './trivia';
import results from './results';

export default {
  ...global,
  ...menu,
  ...request,
  ...pages,
  ...home,
  ...news,
  ...areas,
  ...library,
  ...trivia,
  ...results,
};
