/** The admin the e2e server is started with (first start creates it from these). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'E2e-Admin-Pass-2026!' };
