interface ImportMetaEnv {
  /** The API's address for a native build (decision 031); absent on the web, where the API is the page's origin. */
  readonly VITE_API_BASE_URL?: string;
}
