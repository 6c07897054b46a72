// Curated, hand-checked main characters of well-known titles with their Japanese voice actors.
// Names follow AniList's style (romaji "Given Family", native as credited). A character whose voice
// actor was not certain was left out rather than guessed. Order within a title is prominence, and
// the order of titles and characters stands in for AniList's favourites count.

export interface CuratedPerson {
  full: string;
  native: string;
}

export interface CuratedCharacter {
  name: CuratedPerson;
  role: 'MAIN' | 'SUPPORTING';
  voiceActor: CuratedPerson;
}

export interface CuratedTitle {
  /** The snapshot work's native title (bangumi-data `title`), exactly. */
  title: string;
  /** Hiragana reading: bangumi-data has none, and people type titles in kana. */
  reading: string;
  characters: CuratedCharacter[];
}

const c = (
  full: string,
  native: string,
  role: CuratedCharacter['role'],
  vaFull: string,
  vaNative: string,
): CuratedCharacter => ({ name: { full, native }, role, voiceActor: { full: vaFull, native: vaNative } });

export const CURATED_TITLES: readonly CuratedTitle[] = [
  {
    title: '呪術廻戦',
    reading: 'じゅじゅつかいせん',
    characters: [
      c('Yuuji Itadori', '虎杖悠仁', 'MAIN', 'Junya Enoki', '榎木淳弥'),
      c('Megumi Fushiguro', '伏黒恵', 'MAIN', 'Yuuma Uchida', '内田雄馬'),
      c('Nobara Kugisaki', '釘崎野薔薇', 'MAIN', 'Asami Seto', '瀬戸麻沙美'),
      c('Satoru Gojou', '五条悟', 'SUPPORTING', 'Yuuichi Nakamura', '中村悠一'),
      c('Sukuna Ryoumen', '両面宿儺', 'SUPPORTING', 'Junichi Suwabe', '諏訪部順一'),
    ],
  },
  {
    title: '葬送のフリーレン',
    reading: 'そうそうのふりーれん',
    characters: [
      c('Frieren', 'フリーレン', 'MAIN', 'Atsumi Tanezaki', '種﨑敦美'),
      c('Fern', 'フェルン', 'MAIN', 'Kana Ichinose', '市ノ瀬加那'),
      c('Stark', 'シュタルク', 'MAIN', 'Chiaki Kobayashi', '小林千晃'),
      c('Himmel', 'ヒンメル', 'SUPPORTING', 'Nobuhiko Okamoto', '岡本信彦'),
    ],
  },
  {
    title: 'SPY×FAMILY',
    reading: 'すぱいふぁみりー',
    characters: [
      c('Loid Forger', 'ロイド・フォージャー', 'MAIN', 'Takuya Eguchi', '江口拓也'),
      c('Anya Forger', 'アーニャ・フォージャー', 'MAIN', 'Atsumi Tanezaki', '種﨑敦美'),
      c('Yor Forger', 'ヨル・フォージャー', 'MAIN', 'Saori Hayami', '早見沙織'),
      c('Bond Forger', 'ボンド・フォージャー', 'SUPPORTING', 'Kenichirou Matsuda', '松田健一郎'),
    ],
  },
  {
    title: '【推しの子】',
    reading: 'おしのこ',
    characters: [
      c('Ai Hoshino', 'アイ', 'MAIN', 'Rie Takahashi', '高橋李依'),
      c('Aquamarine Hoshino', '星野アクア', 'MAIN', 'Takeo Ootsuka', '大塚剛央'),
      c('Ruby Hoshino', '星野ルビー', 'MAIN', 'Yurie Igoma', '伊駒ゆりえ'),
      c('Kana Arima', '有馬かな', 'MAIN', 'Megumi Han', '潘めぐみ'),
      c('Akane Kurokawa', '黒川あかね', 'SUPPORTING', 'Manaka Iwami', '石見舞菜香'),
    ],
  },
  {
    title: '鬼滅の刃',
    reading: 'きめつのやいば',
    characters: [
      c('Tanjirou Kamado', '竈門炭治郎', 'MAIN', 'Natsuki Hanae', '花江夏樹'),
      c('Nezuko Kamado', '竈門禰豆子', 'MAIN', 'Akari Kitou', '鬼頭明里'),
      c('Zenitsu Agatsuma', '我妻善逸', 'MAIN', 'Hiro Shimono', '下野紘'),
      c('Inosuke Hashibira', '嘴平伊之助', 'MAIN', 'Yoshitsugu Matsuoka', '松岡禎丞'),
      c('Giyuu Tomioka', '冨岡義勇', 'SUPPORTING', 'Takahiro Sakurai', '櫻井孝宏'),
    ],
  },
  {
    title: '進撃の巨人',
    reading: 'しんげきのきょじん',
    characters: [
      c('Eren Yeager', 'エレン・イェーガー', 'MAIN', 'Yuuki Kaji', '梶裕貴'),
      c('Mikasa Ackerman', 'ミカサ・アッカーマン', 'MAIN', 'Yui Ishikawa', '石川由依'),
      c('Armin Arlert', 'アルミン・アルレルト', 'MAIN', 'Marina Inoue', '井上麻里奈'),
      c('Levi', 'リヴァイ', 'SUPPORTING', 'Hiroshi Kamiya', '神谷浩史'),
    ],
  },
  {
    title: 'ぼっち・ざ・ろっく！',
    reading: 'ぼっちざろっく',
    characters: [
      c('Hitori Gotou', '後藤ひとり', 'MAIN', 'Yoshino Aoyama', '青山吉能'),
      c('Nijika Ijichi', '伊地知虹夏', 'MAIN', 'Sayumi Suzushiro', '鈴代紗弓'),
      c('Ryou Yamada', '山田リョウ', 'MAIN', 'Saku Mizuno', '水野朔'),
      c('Ikuyo Kita', '喜多郁代', 'MAIN', 'Ikumi Hasegawa', '長谷川育美'),
    ],
  },
  {
    title: '薬屋のひとりごと',
    reading: 'くすりやのひとりごと',
    characters: [
      c('Maomao', '猫猫', 'MAIN', 'Aoi Yuuki', '悠木碧'),
      c('Jinshi', '壬氏', 'MAIN', 'Takeo Ootsuka', '大塚剛央'),
    ],
  },
  {
    title: 'チェンソーマン',
    reading: 'ちぇんそーまん',
    characters: [
      c('Denji', 'デンジ', 'MAIN', 'Kikunosuke Toya', '戸谷菊之介'),
      c('Power', 'パワー', 'MAIN', 'Fairouz Ai', 'ファイルーズあい'),
      c('Makima', 'マキマ', 'MAIN', 'Tomori Kusunoki', '楠木ともり'),
      c('Aki Hayakawa', '早川アキ', 'MAIN', 'Shougo Sakata', '坂田将吾'),
    ],
  },
  {
    title: 'ダンジョン飯',
    reading: 'だんじょんめし',
    characters: [
      c('Laios Touden', 'ライオス', 'MAIN', 'Kentarou Kumagai', '熊谷健太郎'),
      c('Marcille Donato', 'マルシル', 'MAIN', 'Sayaka Senbongi', '千本木彩花'),
      c('Chilchuck Tims', 'チルチャック', 'MAIN', 'Asuna Tomari', '泊明日菜'),
      c('Senshi', 'センシ', 'MAIN', 'Hiroshi Naka', '中博史'),
    ],
  },
  {
    title: 'ONE PIECE',
    reading: 'わんぴーす',
    characters: [
      c('Monkey D. Luffy', 'モンキー・D・ルフィ', 'MAIN', 'Mayumi Tanaka', '田中真弓'),
      c('Zoro Roronoa', 'ロロノア・ゾロ', 'MAIN', 'Kazuya Nakai', '中井和哉'),
      c('Nami', 'ナミ', 'MAIN', 'Akemi Okamura', '岡村明美'),
      c('Usopp', 'ウソップ', 'MAIN', 'Kappei Yamaguchi', '山口勝平'),
      c('Sanji', 'サンジ', 'MAIN', 'Hiroaki Hirata', '平田広明'),
    ],
  },
  {
    title: '名探偵コナン',
    reading: 'めいたんていこなん',
    characters: [
      c('Conan Edogawa', '江戸川コナン', 'MAIN', 'Minami Takayama', '高山みなみ'),
      c('Shinichi Kudou', '工藤新一', 'MAIN', 'Kappei Yamaguchi', '山口勝平'),
      c('Ai Haibara', '灰原哀', 'SUPPORTING', 'Megumi Hayashibara', '林原めぐみ'),
    ],
  },
  {
    title: 'ハイキュー!!',
    reading: 'はいきゅー',
    characters: [
      c('Shouyou Hinata', '日向翔陽', 'MAIN', 'Ayumu Murase', '村瀬歩'),
      c('Tobio Kageyama', '影山飛雄', 'MAIN', 'Kaito Ishikawa', '石川界人'),
      c('Kei Tsukishima', '月島蛍', 'SUPPORTING', 'Kouki Uchiyama', '内山昂輝'),
      c('Yuu Nishinoya', '西谷夕', 'SUPPORTING', 'Nobuhiko Okamoto', '岡本信彦'),
      c('Tooru Oikawa', '及川徹', 'SUPPORTING', 'Daisuke Namikawa', '浪川大輔'),
    ],
  },
  {
    title: '僕のヒーローアカデミア',
    reading: 'ぼくのひーろーあかでみあ',
    characters: [
      c('Izuku Midoriya', '緑谷出久', 'MAIN', 'Daiki Yamashita', '山下大輝'),
      c('Katsuki Bakugou', '爆豪勝己', 'MAIN', 'Nobuhiko Okamoto', '岡本信彦'),
      c('Shouto Todoroki', '轟焦凍', 'MAIN', 'Yuuki Kaji', '梶裕貴'),
      c('Ochaco Uraraka', '麗日お茶子', 'MAIN', 'Ayane Sakura', '佐倉綾音'),
      c('All Might', 'オールマイト', 'MAIN', 'Kenta Miyake', '三宅健太'),
    ],
  },
  {
    title: 'ワンパンマン',
    reading: 'わんぱんまん',
    characters: [
      c('Saitama', 'サイタマ', 'MAIN', 'Makoto Furukawa', '古川慎'),
      c('Genos', 'ジェノス', 'MAIN', 'Kaito Ishikawa', '石川界人'),
    ],
  },
  {
    title: '東京リベンジャーズ',
    reading: 'とうきょうりべんじゃーず',
    characters: [
      c('Takemichi Hanagaki', '花垣武道', 'MAIN', 'Yuuki Shin', '新祐樹'),
      c('Manjirou Sano', '佐野万次郎', 'MAIN', 'Yuu Hayashi', '林勇'),
      c('Ken Ryuuguuji', '龍宮寺堅', 'MAIN', 'Tatsuhisa Suzuki', '鈴木達央'),
    ],
  },
  {
    title: '銀魂',
    reading: 'ぎんたま',
    characters: [
      c('Gintoki Sakata', '坂田銀時', 'MAIN', 'Tomokazu Sugita', '杉田智和'),
      c('Shinpachi Shimura', '志村新八', 'MAIN', 'Daisuke Sakaguchi', '阪口大助'),
      c('Kagura', '神楽', 'MAIN', 'Rie Kugimiya', '釘宮理恵'),
      c('Toushirou Hijikata', '土方十四郎', 'SUPPORTING', 'Kazuya Nakai', '中井和哉'),
      c('Sougo Okita', '沖田総悟', 'SUPPORTING', 'Kenichi Suzumura', '鈴村健一'),
    ],
  },
  {
    title: 'NARUTO -ナルト-',
    reading: 'なると',
    characters: [
      c('Naruto Uzumaki', 'うずまきナルト', 'MAIN', 'Junko Takeuchi', '竹内順子'),
      c('Sasuke Uchiha', 'うちはサスケ', 'MAIN', 'Noriaki Sugiyama', '杉山紀彰'),
      c('Sakura Haruno', '春野サクラ', 'MAIN', 'Chie Nakamura', '中村千絵'),
      c('Kakashi Hatake', 'はたけカカシ', 'MAIN', 'Kazuhiko Inoue', '井上和彦'),
    ],
  },
  {
    title: 'ソードアート・オンライン',
    reading: 'そーどあーとおんらいん',
    characters: [
      c('Kazuto Kirigaya', '桐ヶ谷和人', 'MAIN', 'Yoshitsugu Matsuoka', '松岡禎丞'),
      c('Asuna Yuuki', '結城明日奈', 'MAIN', 'Haruka Tomatsu', '戸松遥'),
    ],
  },
  {
    title: 'ヴァイオレット・エヴァーガーデン',
    reading: 'ゔぁいおれっとえゔぁーがーでん',
    characters: [
      c('Violet Evergarden', 'ヴァイオレット・エヴァーガーデン', 'MAIN', 'Yui Ishikawa', '石川由依'),
      c('Gilbert Bougainvillea', 'ギルベルト・ブーゲンビリア', 'SUPPORTING', 'Daisuke Namikawa', '浪川大輔'),
    ],
  },
  {
    title: '鋼の錬金術師 FULLMETAL ALCHEMIST',
    reading: 'はがねのれんきんじゅつし',
    characters: [
      c('Edward Elric', 'エドワード・エルリック', 'MAIN', 'Romi Park', '朴璐美'),
      c('Alphonse Elric', 'アルフォンス・エルリック', 'MAIN', 'Rie Kugimiya', '釘宮理恵'),
      c('Roy Mustang', 'ロイ・マスタング', 'SUPPORTING', 'Shinichirou Miki', '三木眞一郎'),
    ],
  },
  {
    title: 'Steins;Gate',
    reading: 'しゅたいんずげーと',
    characters: [
      c('Rintarou Okabe', '岡部倫太郎', 'MAIN', 'Mamoru Miyano', '宮野真守'),
      c('Kurisu Makise', '牧瀬紅莉栖', 'MAIN', 'Asami Imai', '今井麻美'),
      c('Mayuri Shiina', '椎名まゆり', 'MAIN', 'Kana Hanazawa', '花澤香菜'),
    ],
  },
  {
    title: 'DEATH NOTE',
    reading: 'ですのーと',
    characters: [
      c('Light Yagami', '夜神月', 'MAIN', 'Mamoru Miyano', '宮野真守'),
      c('L', 'L', 'MAIN', 'Kappei Yamaguchi', '山口勝平'),
    ],
  },
  {
    title: 'HUNTER×HUNTER(2011)',
    reading: 'はんたーはんたー',
    characters: [
      c('Gon Freecss', 'ゴン＝フリークス', 'MAIN', 'Megumi Han', '潘めぐみ'),
      c('Killua Zoldyck', 'キルア＝ゾルディック', 'MAIN', 'Mariya Ise', '伊瀬茉莉也'),
    ],
  },
  {
    title: 'コードギアス 反逆のルルーシュ',
    reading: 'こーどぎあすはんぎゃくのるるーしゅ',
    characters: [
      c('Lelouch Lamperouge', 'ルルーシュ・ランペルージ', 'MAIN', 'Jun Fukuyama', '福山潤'),
      c('Suzaku Kururugi', '枢木スザク', 'MAIN', 'Takahiro Sakurai', '櫻井孝宏'),
      c('C.C.', 'C.C.', 'MAIN', 'Yukana', 'ゆかな'),
    ],
  },
  {
    title: '新世紀エヴァンゲリオン',
    reading: 'しんせいきえゔぁんげりおん',
    characters: [
      c('Shinji Ikari', '碇シンジ', 'MAIN', 'Megumi Ogata', '緒方恵美'),
      c('Rei Ayanami', '綾波レイ', 'MAIN', 'Megumi Hayashibara', '林原めぐみ'),
      c('Asuka Langley Souryuu', '惣流・アスカ・ラングレー', 'MAIN', 'Yuuko Miyamura', '宮村優子'),
    ],
  },
  {
    title: '涼宮ハルヒの憂鬱',
    reading: 'すずみやはるひのゆううつ',
    characters: [
      c('Haruhi Suzumiya', '涼宮ハルヒ', 'MAIN', 'Aya Hirano', '平野綾'),
      c('Kyon', 'キョン', 'MAIN', 'Tomokazu Sugita', '杉田智和'),
      c('Yuki Nagato', '長門有希', 'MAIN', 'Minori Chihara', '茅原実里'),
    ],
  },
  {
    title: 'かぐや様は告らせたい～天才たちの恋愛頭脳戦～',
    reading: 'かぐやさまはこくらせたい',
    characters: [
      c('Kaguya Shinomiya', '四宮かぐや', 'MAIN', 'Aoi Koga', '古賀葵'),
      c('Miyuki Shirogane', '白銀御行', 'MAIN', 'Makoto Furukawa', '古川慎'),
    ],
  },
  {
    title: 'ゆるキャン△',
    reading: 'ゆるきゃん',
    characters: [
      c('Nadeshiko Kagamihara', '各務原なでしこ', 'MAIN', 'Yumiri Hanamori', '花守ゆみり'),
      c('Rin Shima', '志摩リン', 'MAIN', 'Nao Touyama', '東山奈央'),
    ],
  },
];
