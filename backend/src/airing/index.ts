// What other backend modules use of the airing scheduler: the module, the scheduling rules and the
// migration the database module orders.
export { AIRING_QUEUE, AiringScheduler, episodeJobId, timedEpisodeJobId } from './airing-scheduler';
export { type AiringSlot, type CatalogWork, japanBroadcastTime, planSlots } from './airing-slots';
export { AiringModule } from './airing.module';
export { AIRING_SLOTS_TABLE, CreateAiringSlots1795292150831 } from './create-airing-slots.migration';
