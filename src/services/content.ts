import { request } from '@/utils/request';

/**
 * What visitors read, in the reader's locale (the request module sends it as `Accept-Language`).
 * Each item names the locale it was served in; `<ShownIn>` marks one in another language.
 */
export const queryNews = (params: API.NewsQuery) =>
  request<API.Page<API.NewsSummary>>('/api/news', { method: 'GET', params });

/** 404 for an unknown id, a draft or an item scheduled for later. */
export const queryNewsArticle = (id: number) =>
  request<API.NewsArticle>(`/api/news/${id}`, { method: 'GET', skipErrorHandler: true });

export const queryBanners = (placement: 'home' = 'home') =>
  request<API.ContentItem[]>('/api/banners', { method: 'GET', params: { placement } });

/** A whole collection (they are a few dozen items at most), in the order admins gave it. */
export const queryMaterials = (collection: API.MaterialCollection) =>
  request<API.Page<API.ContentItem>>('/api/materials', {
    method: 'GET',
    params: { collection, pageSize: 100 },
  });

export const queryMaterial = (id: number) =>
  request<API.ContentItem>(`/api/materials/${id}`, { method: 'GET', skipErrorHandler: true });

/** Every section of a public area (`/About`, `/Rule`, …), in order. */
export const querySections = (area: API.SectionArea) =>
  request<API.ContentItem[]>('/api/sections', { method: 'GET', params: { area } });
