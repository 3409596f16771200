/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_AFFILIATE_URL?: string;
  readonly VITE_FEEDBACK_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
