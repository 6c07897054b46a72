// Exposed as `mf_anime/Timetable`: the weekly timetable 放送カレンダー at /timetable.
import { useState } from 'react';
import type { RemotePageProps } from '@anifan/contract';
import { CatalogProvider } from '../shared/catalog/components/catalog-provider';
import { Timetable } from '../features/timetable/components/timetable';
import { PlatformProvider } from '../lib/platform-context';
import { MyListMessages } from '../shared/my-list';

export default function TimetablePage({ platform }: RemotePageProps) {
  // Read once per visit: the season and "today" stay put while the page is open.
  const [now] = useState(() => new Date());
  return (
    <PlatformProvider platform={platform}>
      <CatalogProvider platform={platform}>
        <Timetable now={now} />
      </CatalogProvider>
      <MyListMessages />
    </PlatformProvider>
  );
}
