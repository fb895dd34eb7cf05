/**
 * `sentWithPage` of a mocked '@/features/content/services/content': by default the server sent nothing with the page,
 * so pages load their content as after a navigation. A test sets what a first visit would carry.
 */
export const sentWithPageMock = () => ({
  news: jest.fn(),
  newsArticle: jest.fn(),
  banners: jest.fn(),
  materials: jest.fn(),
  sections: jest.fn(),
});
