import * as contentOperations from '@common/contract/operations/content';
import { call } from '@/utils/call';
import { contentGet, type ContentGet } from '@common/page-content';
import type * as API from '@common/contract';
import { request, sentWithPageMissing, sentWithPageNow, type RequestOptions } from '@/utils/request';

/**
 * What visitors read, in the reader's locale (the request module sends it as `Accept-Language`).
 * Each item names the locale it was served in; `<ShownIn>` marks one in another language. It changes
 * rarely and is read on every visit, so it comes from the request cache (60 s, by locale); an admin's
 * edit is a write, which drops it.
 */

const get = <T>([url, params]: ContentGet, options?: RequestOptions) =>
  request<T>(url, { method: 'GET', params, useCache: true, ...options });

export const queryNews = (params: API.NewsQuery) => get<API.Page<API.NewsSummary>>(contentGet.news(params));

/** 404 for an unknown id, a draft or an item scheduled for later. */
export const queryNewsArticle = (id: number) =>
  get<API.NewsArticle>(contentGet.newsArticle(id), { skipErrorHandler: true });

export const queryBanners = (placement: 'home' = 'home') =>
  get<API.ContentItem[]>(contentGet.banners(placement));

export const queryMaterials = (collection: API.MaterialCollection) =>
  get<API.Page<API.ContentItem>>(contentGet.materials(collection));

export const queryMaterial = (id: number) =>
  call(contentOperations.getMaterial, { params: { id } }, { skipErrorHandler: true, useCache: true });

export const querySections = (area: API.SectionArea) => get<API.ContentItem[]>(contentGet.sections(area));

const now = <T>([url, params]: ContentGet) => sentWithPageNow<T>(url, params);

/** The same answers when the server sent them with the page, for a first render to show at once. */
export const sentWithPage = {
  news: (params: API.NewsQuery) => now<API.Page<API.NewsSummary>>(contentGet.news(params)),
  newsArticle: (id: number) => now<API.NewsArticle>(contentGet.newsArticle(id)),
  banners: () => now<API.ContentItem[]>(contentGet.banners('home')),
  materials: (collection: API.MaterialCollection) =>
    now<API.Page<API.ContentItem>>(contentGet.materials(collection)),
  sections: (area: API.SectionArea) => now<API.ContentItem[]>(contentGet.sections(area)),
};

/** Whether the server sent with the page a 404 for the article: it does not exist (or is not out yet). */
export const missingWithPage = {
  newsArticle: (id: number) => sentWithPageMissing(...contentGet.newsArticle(id)),
};
