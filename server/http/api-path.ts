/** Whether a path is the API's: such paths never get the SPA's page, and their routes declare access. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
