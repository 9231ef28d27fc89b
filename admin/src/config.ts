/** Read at start from `config.json`, which the site writes when it serves /admin. Nothing secret is ever in it. */
export interface AdminConfig {
  cmsUrl: string;
  siteUrl: string;
}

let config: AdminConfig | undefined;

export async function loadConfig(): Promise<AdminConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: ${response.status}`);
  config = (await response.json()) as AdminConfig;
  return config;
}

export function adminConfig(): AdminConfig {
  if (!config) throw new Error('The admin configuration has not been loaded');
  return config;
}
