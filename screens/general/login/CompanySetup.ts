/** GET /api/sc/company-setup/get-setup → {data}: what the sign-in page shows. */
export interface CompanySetup {
  name?: string | null;
  /** An image URL or data: URL. */
  logo?: string | null;
  defaultLanguage?: string | null;
}
