export declare const standInPorts: { eu: number; us: number; hipaa: number; vendors: number };
export declare const configuredEnv: Record<string, string>;
