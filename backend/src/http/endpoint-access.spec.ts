// Each controller route registered from the contract (ApiEndpoint) is guarded as its declared access
// says: 'moderator' by ModeratorGuard (and nothing else by it), 'user' by a sign-in guard, 'public' by none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CanActivate, Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ENDPOINTS, type EndpointName } from '@anifan/contract';
import { createApp } from '../app.setup';
import { FirebaseAuthGuard, ModeratorGuard } from '../auth';
import { loadConfig } from '../config';
import { ENDPOINT_NAME } from './endpoints';

interface GuardedRoute {
  name: EndpointName;
  guards: Array<Type<CanActivate>>;
}

const routes: GuardedRoute[] = [];

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-access-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    CATALOG_SOURCE: 'embedded',
    FIREBASE_PROJECT_ID: 'demo-anifan',
    LOG_LEVEL: 'error',
  });
  const app = await createApp(config, { imports: [DiscoveryModule] });
  try {
    const reflector = app.get(Reflector);
    const scanner = app.get(MetadataScanner);
    for (const wrapper of app.get(DiscoveryService).getControllers()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, (...args: never[]) => unknown>;
      const classGuards = reflector.get<Array<Type<CanActivate>> | undefined>(
        GUARDS_METADATA,
        instance.constructor,
      );
      for (const method of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[method]!;
        const name = reflector.get<EndpointName | undefined>(ENDPOINT_NAME, handler);
        if (name === undefined) continue;
        const methodGuards = reflector.get<Array<Type<CanActivate>> | undefined>(GUARDS_METADATA, handler);
        routes.push({ name, guards: [...(classGuards ?? []), ...(methodGuards ?? [])] });
      }
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('access of the routes registered from the contract', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('guards every moderators’ endpoint with ModeratorGuard, and no other endpoint', () => {
    const wrong = routes.filter(
      ({ name, guards }) => (ENDPOINTS[name].access === 'moderator') !== guards.includes(ModeratorGuard),
    );
    expect(wrong.map(({ name }) => name)).toEqual([]);
  });

  it('guards every signed-in users’ endpoint with a sign-in guard', () => {
    const open = routes.filter(
      ({ name, guards }) =>
        ENDPOINTS[name].access === 'user' &&
        !guards.includes(FirebaseAuthGuard) &&
        !guards.includes(ModeratorGuard),
    );
    expect(open.map(({ name }) => name)).toEqual([]);
  });

  it('puts no sign-in guard on a public endpoint', () => {
    const guarded = routes.filter(
      ({ name, guards }) => ENDPOINTS[name].access === 'public' && guards.length > 0,
    );
    expect(guarded.map(({ name }) => name)).toEqual([]);
  });
});
