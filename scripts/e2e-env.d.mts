export declare const E2E_ADMIN: { email: string; password: string };
export declare function e2eEnv(): Record<string, string> & { SITE_URL: string; PORT: string };
