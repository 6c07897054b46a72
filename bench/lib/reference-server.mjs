// A reference server in a process of its own, so it never shares a thread with autocannon:
// `node reference-server.mjs node-http` (the runtime's ceiling), `nest-fastify` (a minimal NestJS
// app on @nestjs/platform-fastify), both answering `{"status":"ok"}`, or `replay <file>` (the
// runtime answering a recorded answer of the app, byte for byte). Prints its port.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';

const BODY = JSON.stringify({ status: 'ok' });

async function nodeHttp() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(BODY),
    });
    res.end(BODY);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address().port;
}

async function nestFastify() {
  // Decorators applied by hand: this file runs as plain JavaScript.
  class HealthController {
    healthz() {
      return { status: 'ok' };
    }
  }
  const method = Object.getOwnPropertyDescriptor(HealthController.prototype, 'healthz');
  Reflect.decorate([Get('healthz')], HealthController.prototype, 'healthz', method);
  Reflect.decorate([Controller()], HealthController);
  class ReferenceModule {}
  Reflect.decorate([Module({ controllers: [HealthController] })], ReferenceModule);
  const app = await NestFactory.create(ReferenceModule, new FastifyAdapter(), { logger: false });
  await app.listen(0, '127.0.0.1');
  return app.getHttpServer().address().port;
}

/**
 * Answers every request with the status, headers and body recorded in `file` (see captureAnswer in
 * http.mjs), doing nothing else: what the load generator can take of that answer when the server
 * costs next to nothing.
 */
async function replay(file) {
  const { status, headers, body: base64 } = JSON.parse(readFileSync(file, 'utf8'));
  const body = Buffer.from(base64, 'base64');
  const server = http.createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address().port;
}

const kinds = { 'node-http': nodeHttp, 'nest-fastify': nestFastify, replay };
const start = kinds[process.argv[2]];
if (!start) {
  process.stderr.write(`usage: reference-server.mjs node-http|nest-fastify|replay <file>\n`);
  process.exit(2);
}
process.stdout.write(`${await start(process.argv[3])}\n`);
