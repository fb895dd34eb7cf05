import { request, type RequestOptions } from '@/utils/request';

/**
 * What visitors read, in the reader's locale (the request module sends it as `Accept-Language`).
 * Each item names the locale it was served in; `<ShownIn>` marks one in another language.
 */

/** A content GET: its address and query. The page's call and its early start (startEarly) share it. */
export type ContentGet = readonly [url: string, params?: Record<string, string | number>];

export const contentGet = {
  news: (params: API.NewsQuery): ContentGet => ['/api/news', params],
  newsArticle: (id: number): ContentGet => [`/api/news/${id}`],
  banners: (placement: 'home' = 'home'): ContentGet => ['/api/banners', { placement }],
  /** A whole collection (they are a few dozen items at most), in the order admins gave it. */
  materials: (collection: API.MaterialCollection): ContentGet => [
    '/api/materials',
    { collection, pageSize: 100 },
  ],
  /** Every section of a public area (`/About`, `/Rule`, …), in order. */
  sections: (area: API.SectionArea): ContentGet => ['/api/sections', { area }],
};

const get = <T>([url, params]: ContentGet, options?: RequestOptions) =>
  request<T>(url, { method: 'GET', params, ...options });

export const queryNews = (params: API.NewsQuery) => get<API.Page<API.NewsSummary>>(contentGet.news(params));

/** 404 for an unknown id, a draft or an item scheduled for later. */
export const queryNewsArticle = (id: number) =>
  get<API.NewsArticle>(contentGet.newsArticle(id), { skipErrorHandler: true });

export const queryBanners = (placement: 'home' = 'home') =>
  get<API.ContentItem[]>(contentGet.banners(placement));

export const queryMaterials = (collection: API.MaterialCollection) =>
  get<API.Page<API.ContentItem>>(contentGet.materials(collection));

export const queryMaterial = (id: number) =>
  request<API.ContentItem>(`/api/materials/${id}`, { method: 'GET', skipErrorHandler: true });

export const querySections = (area: API.SectionArea) => get<API.ContentItem[]>(contentGet.sections(area));
