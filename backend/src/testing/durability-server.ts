// A real backend process with one test-only write route, for crash tests (kill -9) against its database.
import 'reflect-metadata';
import { Controller, Module, OnModuleInit, Param, ParseIntPipe, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { createApp } from '../app.setup';
import { loadConfig } from '../config/app-config';

const DURABILITY_TABLE = 'durability_probe';

@Controller('durability-probe')
class DurabilityProbeController implements OnModuleInit {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.dataSource.query(`CREATE TABLE IF NOT EXISTS ${DURABILITY_TABLE} (id INTEGER PRIMARY KEY)`);
  }

  /** Answers only after the row is committed: a 2xx is an acknowledged write. */
  @Post(':id')
  async write(@Param('id', ParseIntPipe) id: number): Promise<{ id: number }> {
    await this.dataSource.query(`INSERT INTO ${DURABILITY_TABLE} (id) VALUES ($1)`, [id]);
    return { id };
  }
}

@Module({ controllers: [DurabilityProbeController] })
class DurabilityProbeModule {}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config, { imports: [DurabilityProbeModule] });
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address() as { port: number };
  process.stdout.write(`durability server on http://127.0.0.1:${address.port}\n`);
}

// Only when run as a process; importing this file starts nothing.
if (require.main === module) void main();
