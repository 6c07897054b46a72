// `/corkBoard`: the note board (docs/screens.md#cork-board).
import type { RemotePageProps } from '@anifan/contract';
import { CorkBoard } from '../features/cork-board/components/cork-board';
import styles from './page.module.css';

export default function CorkBoardPage(_props: RemotePageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>CorkBoard</h1>
      <CorkBoard />
    </div>
  );
}
