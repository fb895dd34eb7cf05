import type { Operation } from '../operation';

export const listNews = {
  method: 'GET',
  path: '/api/news',
  access: 'public',
  query: 'NewsQuery',
  answer: 'NewsSummary',
  paged: true,
} as const satisfies Operation;

export const getNewsArticle = {
  method: 'GET',
  path: '/api/news/:id',
  access: 'public',
  params: 'IdParams',
  answer: 'NewsArticle',
} as const satisfies Operation;

export const listBanners = {
  method: 'GET',
  path: '/api/banners',
  access: 'public',
  query: 'BannerQuery',
  answer: 'ContentItemList',
} as const satisfies Operation;

export const listMaterials = {
  method: 'GET',
  path: '/api/materials',
  access: 'public',
  query: 'MaterialQuery',
  answer: 'ContentItem',
  paged: true,
} as const satisfies Operation;

export const getMaterial = {
  method: 'GET',
  path: '/api/materials/:id',
  access: 'public',
  params: 'IdParams',
  answer: 'ContentItem',
} as const satisfies Operation;

export const listSections = {
  method: 'GET',
  path: '/api/sections',
  access: 'public',
  query: 'SectionQuery',
  answer: 'ContentItemList',
} as const satisfies Operation;

export const getSection = {
  method: 'GET',
  path: '/api/sections/:area/:slug',
  access: 'public',
  params: 'SectionParams',
  answer: 'ContentItem',
} as const satisfies Operation;

export const newsFeed = {
  method: 'GET',
  path: '/api/news/feed.xml',
  access: 'public',
  query: 'FeedQuery',
  file: 'application/atom+xml',
  // RESPONSE { 200: Type.String() }
} as const satisfies Operation;
