// `/pokepokeCard`: the tilting card demo.
import type { RemotePageProps } from '@anifan/contract';
import { TiltCard } from '../features/tilt-card/components/tilt-card';
import styles from './page.module.css';

export default function PokepokeCardPage(_props: RemotePageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>ポケポケカード</h1>
      <p>カードの上でマウスや指を動かすと、カードが傾きます。</p>
      <TiltCard title="ピカピカ・スター" subtitle="AniFan オリジナルカード" />
    </div>
  );
}
