import type http from 'node:http';

export function postLead(agent: http.Agent, port: number, key: string): Promise<number>;
