export declare const HYGIENE_CHECKS: { name: string; cmd: string; args: string[] }[];
export declare function runCheck(check: { name: string; cmd: string; args: string[] }, cwd?: string): { ok: boolean; output: string };
export declare function runHygiene(): boolean;
