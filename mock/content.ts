/** Public content for `umi dev`: the seed's items in the reader's locale (mock/support/content.ts). */
import * as contentOperations from '../common/contract/operations/content';
import { routeKey } from '../common/contract/operation-table';
import type { Request, Response } from 'express';
import { fail, ok, page } from './support/envelope';
import { byId, listed, readerLocale, view } from './support/content';

const notFound = (res: Response) => fail(res, 404, 'There is no such item, or it is not published yet.');

export default {
  [routeKey(contentOperations.listNews)]: (req: Request, res: Response) => {
    const locale = readerLocale(req);
    const all = listed('news', req.query.category as string | undefined).map((item) => {
      const {
        id,
        category,
        pinned,
        publishedAt,
        locale: served,
        title,
        summary,
        imageUrl,
        imageAlt,
      } = view(item, locale);
      return { id, category, pinned, publishedAt, locale: served, title, summary, imageUrl, imageAlt };
    });
    ok(res, page(all, req.query));
  },
  [routeKey(contentOperations.getNewsArticle)]: (req: Request, res: Response) => {
    const locale = readerLocale(req);
    const list = listed('news');
    const index = list.findIndex((item) => item.id === Number(req.params.id));
    if (index < 0) return notFound(res);
    const item = view(list[index]!, locale);
    const neighbour = (at: number) =>
      list[at] ? { id: list[at]!.id, title: view(list[at]!, locale).title } : null;
    return ok(res, {
      id: item.id,
      category: item.category,
      pinned: item.pinned,
      publishedAt: item.publishedAt,
      locale: item.locale,
      title: item.title,
      summary: item.summary,
      imageUrl: item.imageUrl,
      imageAlt: item.imageAlt,
      updatedAt: item.updatedAt,
      html: item.html,
      newer: neighbour(index - 1),
      older: neighbour(index + 1),
    });
  },
  [routeKey(contentOperations.listBanners)]: (req: Request, res: Response) =>
    ok(
      res,
      listed('banner', (req.query.placement as string) || 'home').map((item) =>
        view(item, readerLocale(req)),
      ),
    ),
  [routeKey(contentOperations.listMaterials)]: (req: Request, res: Response) =>
    ok(
      res,
      page(
        listed('material', req.query.collection as string).map((item) => view(item, readerLocale(req))),
        req.query,
      ),
    ),
  [routeKey(contentOperations.getMaterial)]: (req: Request, res: Response) => {
    const item = byId('material', Number(req.params.id));
    return item ? ok(res, view(item, readerLocale(req))) : notFound(res);
  },
  [routeKey(contentOperations.listSections)]: (req: Request, res: Response) =>
    ok(
      res,
      listed('section', req.query.area as string).map((item) => view(item, readerLocale(req))),
    ),
  [routeKey(contentOperations.getSection)]: (req: Request, res: Response) => {
    const item = listed('section', req.params.area).find((s) => s.slug === req.params.slug);
    return item ? ok(res, view(item, readerLocale(req))) : notFound(res);
  },
};
