import { request } from '@/utils/request';

/**
 * The admin console (`/api/admin/<resource>`). Every resource answers the same four calls, so one
 * factory keeps the paths and shapes identical for the server to implement 1:1.
 */
function resource<T, Input>(name: string) {
  const base = `/api/admin/${name}`;
  return {
    list: (params: API.AdminQuery) => request<API.Page<T>>(base, { method: 'GET', params }),
    create: (input: Input) => request<T>(base, { method: 'POST', data: input }),
    update: (id: number, input: Input) => request<T>(`${base}/${id}`, { method: 'PUT', data: input }),
    remove: (id: number) => request<{ id: number }>(`${base}/${id}`, { method: 'DELETE', data: {} }),
  };
}

export type AdminResource<T, Input> = ReturnType<typeof resource<T, Input>>;

/** Competitions, labelled "activities" in the menu; deleting one that has teams is refused (409). */
export const adminCompetitions = resource<API.CompetitionView, API.CompetitionInput>('competitions');

export const adminPhases = resource<API.AdminPhase, API.PhaseInput>('phases');

export const adminNews = resource<API.NewsAnnouncement, API.NewsInput>('news');

export const adminBanners = resource<API.Banner, API.BannerInput>('banners');

export const adminMaterials = resource<API.Material, API.MaterialInput>('materials');

export const adminAboutPages = resource<API.AboutPage, API.AboutPageInput>('about');

/** Enrolments are created by team leaders; admins only review them. */
export const queryAdminEnrolments = (params: API.EnrolmentQuery) =>
  request<API.Page<API.EnrolmentView>>('/api/admin/enrolments', { method: 'GET', params });

export const reviewEnrolment = (id: number, review: API.EnrolmentReview) =>
  request<API.EnrolmentView>(`/api/admin/enrolments/${id}`, { method: 'PUT', data: review });
