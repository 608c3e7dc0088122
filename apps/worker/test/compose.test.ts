/**
 * There is no Docker engine here, so the deployment files are checked as data: docker-compose.yml
 * parsed with `yaml` (services, images and builds, environment, health checks, scaling), the
 * Dockerfile read as text (multi-stage, npm-only installs, non-root runtime).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './support';

interface Service {
  image?: string;
  build?: { context: string; target?: string } | string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[]; interval?: string };
  container_name?: string;
  stop_grace_period?: string;
  profiles?: string[];
  volumes?: string[];
}

const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const instructions = dockerfile.split('\n').filter((line) => /^[A-Z]+\s/.test(line));

describe('docker-compose.yml', () => {
  it('runs redis, postgres, the api and the worker (and, with --profile watch, the scanner folder watcher)', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'redis', 'watch', 'worker']);
    expect(services.watch!.profiles).toEqual(['watch']);
    expect(services.watch!.image).toBe('wcab-docai:latest');
    expect(services.watch!.command).toEqual(['node', 'apps/cli/bin/wcab.mjs', 'watch', '/inbox', '--out', '/filed', '--url', 'http://api:8080', '--quiet']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's own ${VAR:-default} syntax, compared as text
    expect(services.watch!.volumes).toEqual(['${WCAB_INBOX:-./inbox}:/inbox', '${WCAB_FILED:-./filed}:/filed']);
    expect(services.watch!.healthcheck!.test.join(' ')).toContain('/filed/.wcab-watch/alive');
    expect(services.redis!.image).toMatch(/^redis:\d/);
    expect(services.postgres!.image).toMatch(/^postgres:\d/);
    // BullMQ must never have its keys evicted.
    expect(services.redis!.command).toEqual(expect.arrayContaining(['--maxmemory-policy', 'noeviction']));
  });

  it('builds one image from the Dockerfile for the api and the worker, with their own commands', () => {
    for (const name of ['api', 'worker']) {
      const service = services[name]!;
      expect(service.build).toMatchObject({ context: '.', target: 'runtime' });
      expect(service.image).toBe('wcab-docai:latest');
    }
    expect(services.api!.command).toEqual(['node', '--import', 'tsx', 'apps/api/src/main.ts']);
    expect(services.worker!.command).toEqual(['node', '--import', 'tsx', 'apps/worker/src/main.ts']);
  });

  it('wires the settings: Redis for both, PostgreSQL for the api, production mode, the operator token', () => {
    const api = services.api!.environment!;
    const worker = services.worker!.environment!;
    for (const env of [api, worker]) {
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.NODE_ENV).toBe('production');
      // The image creates a key on a first start for the single-container run; the fleet does not.
      expect(env.BOOTSTRAP_KEY).toBe('false');
      expect(env.QUEUE_PREFIX).toBe('wcab');
      expect(env).toHaveProperty('OPERATOR_TOKEN');
    }
    expect(api.DATABASE_URL).toMatch(/^postgres:\/\/wcab:.*@postgres:5432\/wcab$/);
    expect(worker.WORKER_CONCURRENCY).toBeDefined();
    expect(worker.OMP_THREAD_LIMIT).toBe('1');
    expect(services.postgres!.environment).toMatchObject({ POSTGRES_USER: 'wcab', POSTGRES_DB: 'wcab' });
  });

  it('runs two api replicas and a worker that scales (no fixed name, no host port)', () => {
    expect(services.api!.deploy?.replicas).toBe(2);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's own ${VAR:-default} syntax, compared as text
    expect(services.api!.ports).toEqual(['${API_PORTS:-8080-8081}:8080']);
    expect(services.worker!.container_name).toBeUndefined();
    expect(services.worker!.ports).toBeUndefined();
    expect(services.worker!.deploy?.replicas).toBeGreaterThanOrEqual(1);
  });

  it('gives every service a health check and starts the app once its stores are healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test?.length, name).toBeGreaterThan(0);
    }
    expect(services.api!.healthcheck!.test.join(' ')).toContain('127.0.0.1:8080/health');
    expect(services.worker!.healthcheck!.test.join(' ')).toContain('127.0.0.1:8090/health');
    expect(services.api!.depends_on).toEqual({ redis: { condition: 'service_healthy' }, postgres: { condition: 'service_healthy' } });
    expect(services.worker!.depends_on).toEqual({ redis: { condition: 'service_healthy' } });
    // Room for graceful shutdown beyond the worker's own grace (SHUTDOWN_GRACE_MS).
    expect(Number.parseInt(services.worker!.stop_grace_period!, 10) * 1000).toBeGreaterThan(Number(services.worker!.environment!.SHUTDOWN_GRACE_MS));
  });

  it('keeps Redis and PostgreSQL data in volumes', () => {
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['postgres-data', 'redis-data']);
  });
});

describe('Dockerfile', () => {
  it('is multi-stage and ends in the runtime stage the compose file targets', () => {
    const stages = instructions.filter((line) => line.startsWith('FROM '));
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.at(-1)).toMatch(/ AS runtime$/);
  });

  it('builds on a supported Node.js (22 LTS or newer: 20 reached end of life on 2026-04-30) that engines admits', () => {
    const major = Number(/^ARG NODE_IMAGE=node:(\d+)[\w.-]*$/m.exec(dockerfile)?.[1]);
    expect(major).toBeGreaterThanOrEqual(22);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    // engines: Node 20.19+ (still on machines) or 22.12+; the image's major must be one of them.
    expect(pkg.engines.node).toMatch(new RegExp(`>=${major}\\.`));
    expect(pkg.engines.node).toMatch(/>=20\.19/);
  });

  it('installs production dependencies with npm ci and nothing from outside npm', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).not.toMatch(/\b(curl|wget)\b|ADD\s+https?:/);
    // tsx runs the TypeScript: it must be a production dependency, not a dev one.
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.tsx).toBeDefined();
  });

  it('runs as a non-root user with a health check and the API as the default command', () => {
    const users = instructions.filter((line) => line.startsWith('USER '));
    expect(users.at(-1)).toBe('USER node');
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(instructions.at(-1)).toBe('CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]');
  });

  it('gives the processes the allocator setting the benchmarks measure them with', async () => {
    const { DEPLOYED_ENV } = await import('../../../bench/serverProcess');
    for (const [name, value] of Object.entries(DEPLOYED_ENV)) expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
  });

  it('keeps node_modules, data and git history out of the build context', () => {
    const ignored = fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', '.git', 'data']));
  });
});
