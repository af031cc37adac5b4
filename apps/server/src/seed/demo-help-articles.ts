import type { Language, QA_CATEGORIES } from '@shopkeeper/contract';

/**
 * The demo's help articles (docs/product.md#help-centre), written from the product's real
 * rules and default settings (docs/product.md, docs/money.md, docs/defaults.md): an operator
 * who changes a setting (the minimum withdrawal, a tier's deposit) edits the article too.
 */
export interface DemoArticle {
  category: (typeof QA_CATEGORIES)[number];
  texts: Record<Language, [title: string, body: string]>;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    category: 'top_ups',
    texts: {
      en: [
        'How do I top up my wallet?',
        '<p>Open <strong>Wallet → Top up</strong> and pick a channel: USDT on TRON, USDT on Ethereum or a bank transfer. Copy its address, pay outside the app, then submit the amount, the transaction hash and a photo or screenshot of the payment.</p><p>An operator checks the hash and the proof and credits your balance. The smallest top-up is <strong>10.00</strong>.</p>',
      ],
      'zh-CN': [
        '如何为钱包充值？',
        '<p>打开<strong>钱包 → 充值</strong>，选择渠道：TRON 上的 USDT、以太坊上的 USDT 或银行转账。复制地址，在应用外完成付款，然后提交金额、交易哈希和付款截图或照片。</p><p>运营人员核对哈希和凭证后将金额计入余额。最低充值金额为 <strong>10.00</strong>。</p>',
      ],
      'zh-TW': [
        '如何為錢包儲值？',
        '<p>開啟<strong>錢包 → 儲值</strong>，選擇管道：TRON 上的 USDT、以太坊上的 USDT 或銀行轉帳。複製地址，在應用程式外完成付款，然後送出金額、交易雜湊和付款截圖或照片。</p><p>營運人員核對雜湊和憑證後將金額存入餘額。最低儲值金額為 <strong>10.00</strong>。</p>',
      ],
      vi: [
        'Làm sao để nạp tiền vào ví?',
        '<p>Mở <strong>Ví → Nạp tiền</strong> và chọn kênh: USDT trên TRON, USDT trên Ethereum hoặc chuyển khoản ngân hàng. Sao chép địa chỉ, thanh toán bên ngoài ứng dụng, rồi gửi số tiền, mã giao dịch (hash) và ảnh chụp thanh toán.</p><p>Nhân viên vận hành kiểm tra mã và chứng từ rồi cộng vào số dư. Số tiền nạp tối thiểu là <strong>10.00</strong>.</p>',
      ],
      fr: [
        'Comment recharger mon portefeuille ?',
        '<p>Ouvrez <strong>Portefeuille → Recharger</strong> et choisissez un canal : USDT sur TRON, USDT sur Ethereum ou virement bancaire. Copiez l’adresse, payez en dehors de l’application, puis envoyez le montant, le hash de la transaction et une photo ou capture du paiement.</p><p>Un opérateur vérifie le hash et la preuve puis crédite votre solde. La recharge minimale est de <strong>10.00</strong>.</p>',
      ],
      ko: [
        '지갑을 충전하려면 어떻게 하나요?',
        '<p><strong>지갑 → 충전</strong>을 열고 채널을 고르세요: TRON의 USDT, 이더리움의 USDT 또는 은행 송금. 주소를 복사해 앱 밖에서 결제한 뒤 금액, 거래 해시, 결제 사진이나 스크린샷을 제출하세요.</p><p>운영자가 해시와 증빙을 확인한 뒤 잔액에 입금합니다. 최소 충전 금액은 <strong>10.00</strong>입니다.</p>',
      ],
      id: [
        'Bagaimana cara mengisi saldo dompet?',
        '<p>Buka <strong>Dompet → Isi saldo</strong> dan pilih saluran: USDT di TRON, USDT di Ethereum, atau transfer bank. Salin alamatnya, bayar di luar aplikasi, lalu kirim jumlah, hash transaksi, dan foto atau tangkapan layar pembayaran.</p><p>Operator memeriksa hash dan buktinya lalu menambahkan ke saldo Anda. Isi saldo minimal <strong>10.00</strong>.</p>',
      ],
      ja: [
        'ウォレットにチャージするには？',
        '<p><strong>ウォレット → チャージ</strong>を開き、チャネルを選びます：TRON の USDT、Ethereum の USDT、または銀行振込。アドレスをコピーしてアプリの外で支払い、金額・取引ハッシュ・支払いの写真またはスクリーンショットを送信します。</p><p>運営者がハッシュと証明を確認し、残高に入金します。最低チャージ額は <strong>10.00</strong> です。</p>',
      ],
      pt: [
        'Como recarrego minha carteira?',
        '<p>Abra <strong>Carteira → Recarregar</strong> e escolha um canal: USDT na TRON, USDT na Ethereum ou transferência bancária. Copie o endereço, pague fora do app e envie o valor, o hash da transação e uma foto ou captura do pagamento.</p><p>Um operador confere o hash e o comprovante e credita seu saldo. A recarga mínima é de <strong>10.00</strong>.</p>',
      ],
      es: [
        '¿Cómo recargo mi billetera?',
        '<p>Abre <strong>Billetera → Recargar</strong> y elige un canal: USDT en TRON, USDT en Ethereum o transferencia bancaria. Copia la dirección, paga fuera de la app y envía el importe, el hash de la transacción y una foto o captura del pago.</p><p>Un operador revisa el hash y el comprobante y abona tu saldo. La recarga mínima es de <strong>10.00</strong>.</p>',
      ],
    },
  },
  {
    category: 'top_ups',
    texts: {
      en: [
        'Why was my top-up rejected?',
        '<p>An operator rejects a top-up when the payment cannot be found, the amount differs, or the proof does not match. The reason is shown on the top-up in <strong>Wallet → Top-up history</strong>.</p><ul><li>Each transaction hash can be used only once.</li><li>Send a clear proof that shows the amount and the hash.</li></ul><p>Fix what the reason says and submit a new top-up.</p>',
      ],
      'zh-CN': [
        '为什么我的充值被拒绝？',
        '<p>如果找不到付款、金额不符或凭证不匹配，运营人员会拒绝充值。原因显示在<strong>钱包 → 充值记录</strong>中该笔充值上。</p><ul><li>每个交易哈希只能使用一次。</li><li>请提交能看清金额和哈希的凭证。</li></ul><p>按原因修正后重新提交充值。</p>',
      ],
      'zh-TW': [
        '為什麼我的儲值被拒絕？',
        '<p>如果找不到付款、金額不符或憑證不相符，營運人員會拒絕儲值。原因顯示在<strong>錢包 → 儲值紀錄</strong>中該筆儲值上。</p><ul><li>每個交易雜湊只能使用一次。</li><li>請提交能看清金額和雜湊的憑證。</li></ul><p>依原因修正後重新送出儲值。</p>',
      ],
      vi: [
        'Vì sao lệnh nạp tiền bị từ chối?',
        '<p>Nhân viên vận hành từ chối khi không tìm thấy khoản thanh toán, số tiền khác hoặc chứng từ không khớp. Lý do hiện trên lệnh nạp trong <strong>Ví → Lịch sử nạp tiền</strong>.</p><ul><li>Mỗi mã giao dịch chỉ dùng được một lần.</li><li>Gửi chứng từ rõ ràng, thấy được số tiền và mã giao dịch.</li></ul><p>Sửa theo lý do rồi gửi lệnh nạp mới.</p>',
      ],
      fr: [
        'Pourquoi ma recharge a-t-elle été refusée ?',
        '<p>Un opérateur refuse une recharge quand le paiement est introuvable, que le montant diffère ou que la preuve ne correspond pas. La raison figure sur la recharge dans <strong>Portefeuille → Historique des recharges</strong>.</p><ul><li>Chaque hash de transaction ne sert qu’une fois.</li><li>Envoyez une preuve lisible montrant le montant et le hash.</li></ul><p>Corrigez ce qu’indique la raison et envoyez une nouvelle recharge.</p>',
      ],
      ko: [
        '충전이 거절된 이유는 무엇인가요?',
        '<p>결제를 찾을 수 없거나 금액이 다르거나 증빙이 맞지 않으면 운영자가 충전을 거절합니다. 사유는 <strong>지갑 → 충전 내역</strong>의 해당 충전에 표시됩니다.</p><ul><li>거래 해시는 한 번만 사용할 수 있습니다.</li><li>금액과 해시가 잘 보이는 증빙을 보내 주세요.</li></ul><p>사유대로 고친 뒤 새로 충전을 제출하세요.</p>',
      ],
      id: [
        'Mengapa isi saldo saya ditolak?',
        '<p>Operator menolak isi saldo jika pembayaran tidak ditemukan, jumlahnya berbeda, atau buktinya tidak cocok. Alasannya tampil pada isi saldo di <strong>Dompet → Riwayat isi saldo</strong>.</p><ul><li>Setiap hash transaksi hanya bisa dipakai sekali.</li><li>Kirim bukti yang jelas menunjukkan jumlah dan hash.</li></ul><p>Perbaiki sesuai alasan lalu kirim isi saldo baru.</p>',
      ],
      ja: [
        'チャージが却下されたのはなぜ？',
        '<p>支払いが見つからない、金額が違う、証明が一致しない場合、運営者はチャージを却下します。理由は<strong>ウォレット → チャージ履歴</strong>の該当チャージに表示されます。</p><ul><li>取引ハッシュは一度しか使えません。</li><li>金額とハッシュがはっきり見える証明を送ってください。</li></ul><p>理由に沿って直し、新しくチャージを送信してください。</p>',
      ],
      pt: [
        'Por que minha recarga foi recusada?',
        '<p>Um operador recusa a recarga quando o pagamento não é encontrado, o valor é diferente ou o comprovante não confere. O motivo aparece na recarga em <strong>Carteira → Histórico de recargas</strong>.</p><ul><li>Cada hash de transação só pode ser usado uma vez.</li><li>Envie um comprovante legível com o valor e o hash.</li></ul><p>Corrija o que o motivo indica e envie uma nova recarga.</p>',
      ],
      es: [
        '¿Por qué se rechazó mi recarga?',
        '<p>Un operador rechaza una recarga cuando no encuentra el pago, el importe no coincide o el comprobante no corresponde. El motivo aparece en la recarga, en <strong>Billetera → Historial de recargas</strong>.</p><ul><li>Cada hash de transacción solo se puede usar una vez.</li><li>Envía un comprobante legible con el importe y el hash.</li></ul><p>Corrige lo que indica el motivo y envía una nueva recarga.</p>',
      ],
    },
  },
  {
    category: 'withdrawals',
    texts: {
      en: [
        'How do I withdraw money?',
        '<ol><li>Verify your identity (real name, ID number and ID photos).</li><li>Add a receiving account: a bank card in your verified name, or a USDT wallet on TRON or Ethereum. You can keep up to five.</li><li>Choose the account, enter the amount (at least <strong>10.00</strong>) and your transaction PIN.</li></ol><p>The amount is frozen until an operator pays it out. If the withdrawal is rejected, it returns to your balance and the reason is shown.</p>',
      ],
      'zh-CN': [
        '如何提现？',
        '<ol><li>完成实名认证（真实姓名、身份证号和证件照片）。</li><li>添加收款账户：与认证姓名一致的银行卡，或 TRON / 以太坊上的 USDT 钱包，最多五个。</li><li>选择账户，输入金额（至少 <strong>10.00</strong>）和交易密码。</li></ol><p>金额会被冻结，直到运营人员打款。提现被拒绝时金额退回余额，并显示原因。</p>',
      ],
      'zh-TW': [
        '如何提領？',
        '<ol><li>完成實名認證（真實姓名、身分證號和證件照片）。</li><li>新增收款帳戶：與認證姓名相符的銀行卡，或 TRON / 以太坊上的 USDT 錢包，最多五個。</li><li>選擇帳戶，輸入金額（至少 <strong>10.00</strong>）和交易密碼。</li></ol><p>金額會被凍結，直到營運人員撥款。提領被拒絕時金額退回餘額，並顯示原因。</p>',
      ],
      vi: [
        'Làm sao để rút tiền?',
        '<ol><li>Xác minh danh tính (họ tên thật, số giấy tờ và ảnh giấy tờ).</li><li>Thêm tài khoản nhận: thẻ ngân hàng đúng tên đã xác minh, hoặc ví USDT trên TRON hay Ethereum. Tối đa năm tài khoản.</li><li>Chọn tài khoản, nhập số tiền (tối thiểu <strong>10.00</strong>) và mã PIN giao dịch.</li></ol><p>Số tiền bị tạm giữ cho đến khi nhân viên vận hành chi trả. Nếu bị từ chối, tiền trở lại số dư kèm lý do.</p>',
      ],
      fr: [
        'Comment retirer de l’argent ?',
        '<ol><li>Faites vérifier votre identité (nom réel, numéro et photos de la pièce d’identité).</li><li>Ajoutez un compte de réception : une carte bancaire à votre nom vérifié, ou un portefeuille USDT sur TRON ou Ethereum. Jusqu’à cinq.</li><li>Choisissez le compte, saisissez le montant (au moins <strong>10.00</strong>) et votre code PIN de transaction.</li></ol><p>Le montant est gelé jusqu’au paiement par un opérateur. Si le retrait est refusé, il revient sur votre solde avec la raison.</p>',
      ],
      ko: [
        '출금은 어떻게 하나요?',
        '<ol><li>신원 인증을 마치세요(실명, 신분증 번호, 신분증 사진).</li><li>수취 계좌를 추가하세요: 인증된 이름의 은행 카드, 또는 TRON이나 이더리움의 USDT 지갑. 최대 다섯 개까지 가능합니다.</li><li>계좌를 고르고 금액(최소 <strong>10.00</strong>)과 거래 PIN을 입력하세요.</li></ol><p>운영자가 지급할 때까지 금액은 동결됩니다. 출금이 거절되면 사유와 함께 잔액으로 돌아옵니다.</p>',
      ],
      id: [
        'Bagaimana cara menarik dana?',
        '<ol><li>Verifikasi identitas Anda (nama asli, nomor dan foto kartu identitas).</li><li>Tambahkan rekening penerima: kartu bank atas nama terverifikasi, atau dompet USDT di TRON atau Ethereum. Maksimal lima.</li><li>Pilih rekening, masukkan jumlah (minimal <strong>10.00</strong>) dan PIN transaksi.</li></ol><p>Dana dibekukan sampai operator membayarkannya. Jika ditolak, dana kembali ke saldo beserta alasannya.</p>',
      ],
      ja: [
        '出金するには？',
        '<ol><li>本人確認を済ませます（氏名、身分証番号、身分証の写真）。</li><li>受取口座を追加します：確認済みの名義の銀行カード、または TRON か Ethereum の USDT ウォレット。最大5件まで。</li><li>口座を選び、金額（<strong>10.00</strong> 以上）と取引 PIN を入力します。</li></ol><p>運営者が支払うまで金額は凍結されます。却下された場合は理由とともに残高に戻ります。</p>',
      ],
      pt: [
        'Como faço um saque?',
        '<ol><li>Verifique sua identidade (nome real, número e fotos do documento).</li><li>Adicione uma conta de recebimento: um cartão bancário no seu nome verificado ou uma carteira USDT na TRON ou Ethereum. Até cinco.</li><li>Escolha a conta, informe o valor (no mínimo <strong>10.00</strong>) e seu PIN de transação.</li></ol><p>O valor fica congelado até um operador pagar. Se o saque for recusado, volta ao saldo com o motivo.</p>',
      ],
      es: [
        '¿Cómo retiro dinero?',
        '<ol><li>Verifica tu identidad (nombre real, número y fotos del documento).</li><li>Añade una cuenta de cobro: una tarjeta bancaria a tu nombre verificado o una billetera USDT en TRON o Ethereum. Hasta cinco.</li><li>Elige la cuenta, escribe el importe (al menos <strong>10.00</strong>) y tu PIN de transacción.</li></ol><p>El importe queda congelado hasta que un operador lo paga. Si se rechaza, vuelve a tu saldo con el motivo.</p>',
      ],
    },
  },
  {
    category: 'security',
    texts: {
      en: [
        'Your transaction PIN',
        '<p>The transaction PIN is <strong>six digits</strong>. You set it once; afterwards it can only be changed with the current PIN.</p><p>It is asked for every payment from your wallet: paying orders, withdrawing, buying an ad and upgrading your tier.</p><p>After <strong>5 wrong tries</strong> it is locked for 15 minutes. Never share it, not even with customer service.</p>',
      ],
      'zh-CN': [
        '交易密码',
        '<p>交易密码为<strong>六位数字</strong>，只需设置一次，之后只能凭当前密码修改。</p><p>每次从钱包付款都会要求输入：支付订单、提现、购买广告和升级等级。</p><p>连续<strong>输错 5 次</strong>将锁定 15 分钟。请勿告诉任何人，包括客服。</p>',
      ],
      'zh-TW': [
        '交易密碼',
        '<p>交易密碼為<strong>六位數字</strong>，只需設定一次，之後只能憑目前密碼修改。</p><p>每次從錢包付款都會要求輸入：支付訂單、提領、購買廣告和升級等級。</p><p>連續<strong>輸錯 5 次</strong>將鎖定 15 分鐘。請勿告訴任何人，包括客服。</p>',
      ],
      vi: [
        'Mã PIN giao dịch',
        '<p>Mã PIN giao dịch gồm <strong>sáu chữ số</strong>. Bạn đặt một lần; sau đó chỉ đổi được khi nhập mã hiện tại.</p><p>Mã được hỏi mỗi khi trả tiền từ ví: thanh toán đơn hàng, rút tiền, mua quảng cáo và nâng cấp.</p><p>Sau <strong>5 lần nhập sai</strong>, mã bị khóa 15 phút. Đừng chia sẻ với ai, kể cả bộ phận chăm sóc khách hàng.</p>',
      ],
      fr: [
        'Votre code PIN de transaction',
        '<p>Le code PIN de transaction compte <strong>six chiffres</strong>. Vous le définissez une fois ; ensuite il ne se change qu’avec le code actuel.</p><p>Il est demandé pour chaque paiement depuis le portefeuille : payer des commandes, retirer, acheter une publicité, passer à un niveau supérieur.</p><p>Après <strong>5 essais erronés</strong>, il est bloqué 15 minutes. Ne le communiquez à personne, pas même au service client.</p>',
      ],
      ko: [
        '거래 PIN',
        '<p>거래 PIN은 <strong>숫자 여섯 자리</strong>입니다. 한 번 설정하면 이후에는 현재 PIN으로만 바꿀 수 있습니다.</p><p>지갑에서 결제할 때마다 묻습니다: 주문 결제, 출금, 광고 구매, 등급 업그레이드.</p><p><strong>5번 틀리면</strong> 15분 동안 잠깁니다. 고객센터를 포함해 누구에게도 알려 주지 마세요.</p>',
      ],
      id: [
        'PIN transaksi Anda',
        '<p>PIN transaksi terdiri dari <strong>enam digit</strong>. Anda mengaturnya sekali; setelah itu hanya bisa diubah dengan PIN saat ini.</p><p>PIN diminta setiap pembayaran dari dompet: membayar pesanan, menarik dana, membeli iklan, dan menaikkan tingkat.</p><p>Setelah <strong>5 kali salah</strong>, PIN dikunci 15 menit. Jangan bagikan kepada siapa pun, termasuk layanan pelanggan.</p>',
      ],
      ja: [
        '取引 PIN について',
        '<p>取引 PIN は<strong>6桁の数字</strong>です。一度設定すると、その後は現在の PIN でしか変更できません。</p><p>ウォレットからの支払いのたびに求められます：注文の支払い、出金、広告の購入、ランクのアップグレード。</p><p><strong>5回間違える</strong>と15分間ロックされます。カスタマーサービスを含め、誰にも教えないでください。</p>',
      ],
      pt: [
        'Seu PIN de transação',
        '<p>O PIN de transação tem <strong>seis dígitos</strong>. Você o define uma vez; depois, só pode alterá-lo com o PIN atual.</p><p>Ele é pedido em todo pagamento da carteira: pagar pedidos, sacar, comprar anúncio e subir de nível.</p><p>Após <strong>5 tentativas erradas</strong>, fica bloqueado por 15 minutos. Não o compartilhe com ninguém, nem com o atendimento.</p>',
      ],
      es: [
        'Tu PIN de transacción',
        '<p>El PIN de transacción tiene <strong>seis dígitos</strong>. Lo estableces una vez; después solo se cambia con el PIN actual.</p><p>Se pide en cada pago desde la billetera: pagar pedidos, retirar, comprar un anuncio y subir de nivel.</p><p>Tras <strong>5 intentos fallidos</strong> se bloquea 15 minutos. No lo compartas con nadie, ni siquiera con atención al cliente.</p>',
      ],
    },
  },
  {
    category: 'tiers',
    texts: {
      en: [
        'What does a higher tier give me?',
        '<p>Each tier lets you list more goods and holds a security deposit:</p><ul><li><strong>Standard</strong>: 20 goods, no deposit.</li><li><strong>Merchant</strong>: 50 goods, 100.00.</li><li><strong>Business partner</strong>: 150 goods, 500.00.</li><li><strong>Agent</strong>: 500 goods, 2,000.00.</li></ul><p>Ask for a higher tier with your PIN: the difference between the deposits moves from your balance to the held deposit. If the request is rejected, it returns.</p>',
      ],
      'zh-CN': [
        '更高的等级有什么好处？',
        '<p>每个等级可上架的商品更多，并需缴纳保证金：</p><ul><li><strong>标准</strong>：20 件商品，无保证金。</li><li><strong>商家</strong>：50 件，100.00。</li><li><strong>合作伙伴</strong>：150 件，500.00。</li><li><strong>代理</strong>：500 件，2,000.00。</li></ul><p>凭交易密码申请更高等级：两级保证金的差额从余额转入冻结的保证金。申请被拒绝时会退回。</p>',
      ],
      'zh-TW': [
        '更高的等級有什麼好處？',
        '<p>每個等級可上架的商品更多，並需繳交保證金：</p><ul><li><strong>標準</strong>：20 件商品，無保證金。</li><li><strong>商家</strong>：50 件，100.00。</li><li><strong>合作夥伴</strong>：150 件，500.00。</li><li><strong>代理</strong>：500 件，2,000.00。</li></ul><p>憑交易密碼申請更高等級：兩級保證金的差額從餘額轉入保留的保證金。申請被拒絕時會退回。</p>',
      ],
      vi: [
        'Cấp cao hơn mang lại gì?',
        '<p>Mỗi cấp cho phép đăng bán nhiều hàng hơn và cần một khoản ký quỹ:</p><ul><li><strong>Tiêu chuẩn</strong>: 20 mặt hàng, không ký quỹ.</li><li><strong>Thương nhân</strong>: 50 mặt hàng, 100.00.</li><li><strong>Đối tác</strong>: 150 mặt hàng, 500.00.</li><li><strong>Đại lý</strong>: 500 mặt hàng, 2,000.00.</li></ul><p>Yêu cầu nâng cấp bằng mã PIN: phần chênh lệch ký quỹ chuyển từ số dư sang khoản ký quỹ. Nếu bị từ chối, tiền được trả lại.</p>',
      ],
      fr: [
        'Qu’apporte un niveau supérieur ?',
        '<p>Chaque niveau permet de mettre en vente plus de produits et retient un dépôt de garantie :</p><ul><li><strong>Standard</strong> : 20 produits, sans dépôt.</li><li><strong>Marchand</strong> : 50 produits, 100.00.</li><li><strong>Partenaire</strong> : 150 produits, 500.00.</li><li><strong>Agent</strong> : 500 produits, 2,000.00.</li></ul><p>Demandez un niveau supérieur avec votre code PIN : la différence de dépôt passe de votre solde au dépôt retenu. Si la demande est refusée, elle vous est rendue.</p>',
      ],
      ko: [
        '등급이 높아지면 무엇이 좋나요?',
        '<p>등급마다 등록할 수 있는 상품이 늘고 보증금이 예치됩니다:</p><ul><li><strong>스탠다드</strong>: 상품 20개, 보증금 없음.</li><li><strong>머천트</strong>: 50개, 100.00.</li><li><strong>비즈니스 파트너</strong>: 150개, 500.00.</li><li><strong>에이전트</strong>: 500개, 2,000.00.</li></ul><p>PIN으로 상위 등급을 신청하면 보증금 차액이 잔액에서 예치 보증금으로 옮겨집니다. 신청이 거절되면 돌려받습니다.</p>',
      ],
      id: [
        'Apa manfaat tingkat yang lebih tinggi?',
        '<p>Setiap tingkat memungkinkan lebih banyak barang dipajang dan menahan deposit jaminan:</p><ul><li><strong>Standar</strong>: 20 barang, tanpa deposit.</li><li><strong>Merchant</strong>: 50 barang, 100.00.</li><li><strong>Mitra bisnis</strong>: 150 barang, 500.00.</li><li><strong>Agen</strong>: 500 barang, 2,000.00.</li></ul><p>Ajukan tingkat lebih tinggi dengan PIN: selisih deposit berpindah dari saldo ke deposit yang ditahan. Jika ditolak, dana dikembalikan.</p>',
      ],
      ja: [
        '上のランクで何が変わる？',
        '<p>ランクごとに出品できる商品数が増え、保証金を預けます：</p><ul><li><strong>スタンダード</strong>：20点、保証金なし。</li><li><strong>マーチャント</strong>：50点、100.00。</li><li><strong>ビジネスパートナー</strong>：150点、500.00。</li><li><strong>エージェント</strong>：500点、2,000.00。</li></ul><p>PIN で上のランクを申請すると、保証金の差額が残高から預かり保証金へ移ります。却下された場合は戻ります。</p>',
      ],
      pt: [
        'O que ganho com um nível mais alto?',
        '<p>Cada nível permite listar mais produtos e retém um depósito de garantia:</p><ul><li><strong>Padrão</strong>: 20 produtos, sem depósito.</li><li><strong>Comerciante</strong>: 50 produtos, 100.00.</li><li><strong>Parceiro</strong>: 150 produtos, 500.00.</li><li><strong>Agente</strong>: 500 produtos, 2,000.00.</li></ul><p>Peça um nível mais alto com seu PIN: a diferença de depósito passa do saldo para o depósito retido. Se o pedido for recusado, ela volta.</p>',
      ],
      es: [
        '¿Qué me da un nivel más alto?',
        '<p>Cada nivel permite publicar más productos y retiene un depósito de garantía:</p><ul><li><strong>Estándar</strong>: 20 productos, sin depósito.</li><li><strong>Comerciante</strong>: 50 productos, 100.00.</li><li><strong>Socio</strong>: 150 productos, 500.00.</li><li><strong>Agente</strong>: 500 productos, 2,000.00.</li></ul><p>Pide un nivel más alto con tu PIN: la diferencia de depósito pasa de tu saldo al depósito retenido. Si se rechaza, se devuelve.</p>',
      ],
    },
  },
  {
    category: 'orders',
    texts: {
      en: [
        'Paying for your orders',
        '<p>A buyer pays your selling price. The warehouse ships only after <strong>you pay the cost</strong> from your wallet with your PIN; you can pay several orders at once.</p><ul><li>After <strong>24 hours</strong> unpaid, the store centre warns you.</li><li>After <strong>48 hours</strong>, buyers cannot order from your storefront until no order is that late.</li><li>After <strong>72 hours</strong>, the order is cancelled and your credit score drops.</li></ul>',
      ],
      'zh-CN': [
        '支付订单',
        '<p>买家支付您的售价。只有在您用交易密码从钱包<strong>支付成本</strong>后，仓库才会发货；可一次支付多个订单。</p><ul><li>未付款超过 <strong>24 小时</strong>，店铺中心会提醒您。</li><li>超过 <strong>48 小时</strong>，买家无法在您的店铺下单，直到没有这样的订单。</li><li>超过 <strong>72 小时</strong>，订单被取消，信用分下降。</li></ul>',
      ],
      'zh-TW': [
        '支付訂單',
        '<p>買家支付您的售價。只有在您用交易密碼從錢包<strong>支付成本</strong>後，倉庫才會出貨；可一次支付多筆訂單。</p><ul><li>未付款超過 <strong>24 小時</strong>，商店中心會提醒您。</li><li>超過 <strong>48 小時</strong>，買家無法在您的商店下單，直到沒有這樣的訂單。</li><li>超過 <strong>72 小時</strong>，訂單被取消，信用分數下降。</li></ul>',
      ],
      vi: [
        'Thanh toán đơn hàng',
        '<p>Người mua trả giá bán của bạn. Kho chỉ giao hàng sau khi <strong>bạn trả giá vốn</strong> từ ví bằng mã PIN; có thể trả nhiều đơn cùng lúc.</p><ul><li>Chưa trả sau <strong>24 giờ</strong>: trung tâm cửa hàng nhắc bạn.</li><li>Sau <strong>48 giờ</strong>: người mua không thể đặt hàng ở cửa hàng của bạn cho đến khi không còn đơn trễ như vậy.</li><li>Sau <strong>72 giờ</strong>: đơn bị hủy và điểm tín nhiệm giảm.</li></ul>',
      ],
      fr: [
        'Payer vos commandes',
        '<p>L’acheteur paie votre prix de vente. L’entrepôt n’expédie qu’après que <strong>vous avez payé le coût</strong> depuis votre portefeuille avec votre code PIN ; vous pouvez payer plusieurs commandes d’un coup.</p><ul><li>Après <strong>24 heures</strong> sans paiement, le centre de la boutique vous avertit.</li><li>Après <strong>48 heures</strong>, les acheteurs ne peuvent plus commander tant qu’une commande est aussi en retard.</li><li>Après <strong>72 heures</strong>, la commande est annulée et votre score de crédit baisse.</li></ul>',
      ],
      ko: [
        '주문 결제하기',
        '<p>구매자는 판매가를 결제합니다. <strong>원가를 지갑에서 PIN으로 결제</strong>해야 창고가 발송하며, 여러 주문을 한 번에 결제할 수 있습니다.</p><ul><li>미결제 <strong>24시간</strong>이 지나면 스토어 센터에서 알려 드립니다.</li><li><strong>48시간</strong>이 지나면 그런 주문이 없어질 때까지 구매자가 주문할 수 없습니다.</li><li><strong>72시간</strong>이 지나면 주문이 취소되고 신용 점수가 내려갑니다.</li></ul>',
      ],
      id: [
        'Membayar pesanan',
        '<p>Pembeli membayar harga jual Anda. Gudang baru mengirim setelah <strong>Anda membayar harga modal</strong> dari dompet dengan PIN; beberapa pesanan bisa dibayar sekaligus.</p><ul><li>Setelah <strong>24 jam</strong> belum dibayar, pusat toko memperingatkan Anda.</li><li>Setelah <strong>48 jam</strong>, pembeli tidak bisa memesan di toko Anda sampai tidak ada pesanan yang terlambat selama itu.</li><li>Setelah <strong>72 jam</strong>, pesanan dibatalkan dan skor kredit Anda turun.</li></ul>',
      ],
      ja: [
        '注文の支払い',
        '<p>購入者はあなたの販売価格を支払います。あなたが PIN でウォレットから<strong>原価を支払う</strong>と倉庫が発送します。複数の注文をまとめて支払えます。</p><ul><li>未払いのまま <strong>24時間</strong>経つと、ストアセンターでお知らせします。</li><li><strong>48時間</strong>経つと、そのような注文がなくなるまで購入者は注文できません。</li><li><strong>72時間</strong>経つと注文はキャンセルされ、信用スコアが下がります。</li></ul>',
      ],
      pt: [
        'Pagando seus pedidos',
        '<p>O comprador paga seu preço de venda. O armazém só envia depois que <strong>você paga o custo</strong> da carteira com seu PIN; é possível pagar vários pedidos de uma vez.</p><ul><li>Após <strong>24 horas</strong> sem pagamento, o centro da loja avisa você.</li><li>Após <strong>48 horas</strong>, compradores não podem pedir na sua loja até não haver pedido tão atrasado.</li><li>Após <strong>72 horas</strong>, o pedido é cancelado e sua pontuação de crédito cai.</li></ul>',
      ],
      es: [
        'Pagar tus pedidos',
        '<p>El comprador paga tu precio de venta. El almacén solo envía cuando <strong>pagas el costo</strong> desde tu billetera con tu PIN; puedes pagar varios pedidos a la vez.</p><ul><li>Tras <strong>24 horas</strong> sin pagar, el centro de la tienda te avisa.</li><li>Tras <strong>48 horas</strong>, los compradores no pueden pedir en tu tienda hasta que no quede ningún pedido tan atrasado.</li><li>Tras <strong>72 horas</strong>, el pedido se cancela y baja tu puntuación de crédito.</li></ul>',
      ],
    },
  },
  {
    category: 'orders',
    texts: {
      en: [
        'When do I get paid for an order?',
        '<p>After the buyer accepts the goods (or <strong>7 days after delivery</strong>, when they are accepted for the buyer), a <strong>24-hour settlement hold</strong> passes. Then the buyer’s payment, your selling price, is credited to your balance.</p><p>Your profit is the selling price less the cost you paid.</p>',
      ],
      'zh-CN': [
        '订单的货款什么时候到账？',
        '<p>买家确认收货后（或<strong>送达 7 天后</strong>自动确认），经过 <strong>24 小时结算期</strong>，买家支付的售价会计入您的余额。</p><p>您的利润等于售价减去您支付的成本。</p>',
      ],
      'zh-TW': [
        '訂單的貨款什麼時候入帳？',
        '<p>買家確認收貨後（或<strong>送達 7 天後</strong>自動確認），經過 <strong>24 小時結算期</strong>，買家支付的售價會存入您的餘額。</p><p>您的利潤等於售價減去您支付的成本。</p>',
      ],
      vi: [
        'Khi nào tôi nhận tiền của đơn hàng?',
        '<p>Sau khi người mua xác nhận nhận hàng (hoặc <strong>7 ngày sau khi giao</strong>, hệ thống tự xác nhận), qua <strong>24 giờ chờ quyết toán</strong>, khoản người mua đã trả (giá bán của bạn) được cộng vào số dư.</p><p>Lợi nhuận là giá bán trừ giá vốn bạn đã trả.</p>',
      ],
      fr: [
        'Quand suis-je payé pour une commande ?',
        '<p>Après que l’acheteur a accepté la marchandise (ou <strong>7 jours après la livraison</strong>, où elle est acceptée pour lui), un <strong>délai de règlement de 24 heures</strong> s’écoule. Le paiement de l’acheteur, votre prix de vente, est alors crédité sur votre solde.</p><p>Votre bénéfice est le prix de vente moins le coût payé.</p>',
      ],
      ko: [
        '주문 대금은 언제 받나요?',
        '<p>구매자가 상품을 수령 확인한 뒤(또는 <strong>배송 7일 후</strong> 자동 확인), <strong>24시간 정산 대기</strong>가 지나면 구매자가 결제한 판매가가 잔액에 입금됩니다.</p><p>수익은 판매가에서 결제한 원가를 뺀 금액입니다.</p>',
      ],
      id: [
        'Kapan saya menerima uang dari pesanan?',
        '<p>Setelah pembeli menerima barang (atau <strong>7 hari setelah terkirim</strong>, diterima otomatis), ada <strong>masa tahan penyelesaian 24 jam</strong>. Lalu pembayaran pembeli, yaitu harga jual Anda, masuk ke saldo.</p><p>Laba Anda adalah harga jual dikurangi harga modal yang Anda bayar.</p>',
      ],
      ja: [
        '注文の代金はいつ受け取れる？',
        '<p>購入者が商品を受け取り確認した後（または<strong>配達から7日後</strong>に自動確認）、<strong>24時間の精算保留</strong>を経て、購入者の支払い（販売価格）が残高に入金されます。</p><p>利益は販売価格から支払った原価を引いた額です。</p>',
      ],
      pt: [
        'Quando recebo por um pedido?',
        '<p>Depois que o comprador aceita os produtos (ou <strong>7 dias após a entrega</strong>, quando são aceitos por ele), passa uma <strong>retenção de liquidação de 24 horas</strong>. Então o pagamento do comprador, seu preço de venda, é creditado no seu saldo.</p><p>Seu lucro é o preço de venda menos o custo pago.</p>',
      ],
      es: [
        '¿Cuándo cobro un pedido?',
        '<p>Cuando el comprador acepta la mercancía (o <strong>7 días después de la entrega</strong>, cuando se acepta por él), pasa una <strong>retención de liquidación de 24 horas</strong>. Entonces el pago del comprador, tu precio de venta, se abona a tu saldo.</p><p>Tu ganancia es el precio de venta menos el costo que pagaste.</p>',
      ],
    },
  },
  {
    category: 'shop',
    texts: {
      en: [
        'Getting your first sales',
        '<ol><li>Pick goods in the <strong>warehouse</strong> and set your prices (never below cost); they go to your showcase.</li><li>Open <strong>Shop</strong> and share your storefront link: copy it, send it through your phone’s share sheet, or show its QR code.</li><li>Keep your balance topped up so you can pay orders quickly.</li></ol><p>Tip: a higher tier lets you list more goods.</p>',
      ],
      'zh-CN': [
        '获得第一笔订单',
        '<ol><li>在<strong>仓库</strong>挑选商品并设置售价（不得低于成本），商品会进入您的橱窗。</li><li>打开<strong>店铺</strong>，分享店铺链接：复制、通过手机分享，或展示二维码。</li><li>保持余额充足，以便及时支付订单。</li></ol><p>提示：更高的等级可以上架更多商品。</p>',
      ],
      'zh-TW': [
        '取得第一筆訂單',
        '<ol><li>在<strong>倉庫</strong>挑選商品並設定售價（不得低於成本），商品會進入您的櫥窗。</li><li>開啟<strong>商店</strong>，分享商店連結：複製、透過手機分享，或出示 QR 碼。</li><li>保持餘額充足，以便及時支付訂單。</li></ol><p>提示：更高的等級可以上架更多商品。</p>',
      ],
      vi: [
        'Có đơn hàng đầu tiên',
        '<ol><li>Chọn hàng trong <strong>kho</strong> và đặt giá bán (không thấp hơn giá vốn); hàng sẽ vào tủ trưng bày của bạn.</li><li>Mở <strong>Cửa hàng</strong> và chia sẻ liên kết: sao chép, gửi qua điện thoại hoặc cho xem mã QR.</li><li>Giữ số dư đủ để thanh toán đơn hàng nhanh chóng.</li></ol><p>Mẹo: cấp cao hơn cho phép đăng nhiều hàng hơn.</p>',
      ],
      fr: [
        'Faire vos premières ventes',
        '<ol><li>Choisissez des produits dans l’<strong>entrepôt</strong> et fixez vos prix (jamais sous le coût) ; ils rejoignent votre vitrine.</li><li>Ouvrez <strong>Boutique</strong> et partagez le lien de votre vitrine en ligne : copiez-le, envoyez-le via le partage du téléphone ou montrez son QR code.</li><li>Gardez votre solde approvisionné pour payer vite les commandes.</li></ol><p>Astuce : un niveau supérieur permet de vendre plus de produits.</p>',
      ],
      ko: [
        '첫 판매 시작하기',
        '<ol><li><strong>창고</strong>에서 상품을 골라 판매가를 정하세요(원가 미만 불가). 상품이 쇼케이스에 올라갑니다.</li><li><strong>상점</strong>을 열어 스토어 링크를 공유하세요: 복사, 휴대폰 공유, 또는 QR 코드.</li><li>주문을 빨리 결제할 수 있도록 잔액을 충분히 유지하세요.</li></ol><p>팁: 등급이 높을수록 더 많은 상품을 등록할 수 있습니다.</p>',
      ],
      id: [
        'Mendapatkan penjualan pertama',
        '<ol><li>Pilih barang di <strong>gudang</strong> dan tetapkan harga (tidak di bawah modal); barang masuk ke etalase Anda.</li><li>Buka <strong>Toko</strong> dan bagikan tautan toko: salin, kirim lewat menu berbagi ponsel, atau tunjukkan kode QR.</li><li>Jaga saldo tetap cukup agar pesanan cepat dibayar.</li></ol><p>Tips: tingkat lebih tinggi memungkinkan lebih banyak barang dipajang.</p>',
      ],
      ja: [
        '最初の売上を得るには',
        '<ol><li><strong>倉庫</strong>で商品を選び、販売価格を設定します（原価未満は不可）。商品はショーケースに並びます。</li><li><strong>ショップ</strong>を開き、ストアのリンクを共有します：コピー、スマートフォンの共有、または QR コード。</li><li>注文をすぐ支払えるよう、残高を保っておきましょう。</li></ol><p>ヒント：ランクが上がると出品できる商品が増えます。</p>',
      ],
      pt: [
        'Fazendo as primeiras vendas',
        '<ol><li>Escolha produtos no <strong>armazém</strong> e defina seus preços (nunca abaixo do custo); eles vão para sua vitrine.</li><li>Abra <strong>Loja</strong> e compartilhe o link da sua loja: copie, envie pelo compartilhamento do celular ou mostre o QR code.</li><li>Mantenha saldo para pagar os pedidos rapidamente.</li></ol><p>Dica: um nível mais alto permite listar mais produtos.</p>',
      ],
      es: [
        'Conseguir tus primeras ventas',
        '<ol><li>Elige productos en el <strong>almacén</strong> y fija tus precios (nunca por debajo del costo); pasan a tu escaparate.</li><li>Abre <strong>Tienda</strong> y comparte el enlace de tu tienda: cópialo, envíalo desde el menú de compartir del teléfono o muestra su código QR.</li><li>Mantén saldo para pagar los pedidos rápido.</li></ol><p>Consejo: un nivel más alto permite publicar más productos.</p>',
      ],
    },
  },
];
