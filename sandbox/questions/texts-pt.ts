import type { Phrasebook } from "./texts.ts";

/** Brazilian Portuguese buyer questions and seller answers, by subject (tokens as in texts-es.ts). */
export const PT: Phrasebook = {
  availability: [
    {
      q: "Olá, tem em estoque? Quero comprar hoje.",
      a: [
        "Temos sim, pronta entrega. Pode comprar direto pelo anúncio.",
        "Sim, o estoque do anúncio está atualizado e enviamos no mesmo dia.",
      ],
    },
    {
      q: "Vocês têm 3 unidades disponíveis?",
      a: ["Temos sim, basta escolher a quantidade na hora da compra.", "Sim, temos mais de 3. Escolha a quantidade e enviamos tudo junto."],
    },
    {
      q: "Quando volta a ter estoque?",
      a: ["A reposição chega na semana que vem. Adicione aos favoritos para acompanhar.", "Já voltou ao estoque, pode comprar."],
    },
    {
      q: "Posso retirar pessoalmente?",
      a: ["No momento trabalhamos só com envio pelo Mercado Envios.", "Sim, escolha a opção de retirada na hora da compra."],
    },
  ],
  shipping: [
    {
      q: "Oi, quanto tempo demora para chegar em {city}?",
      a: [
        "Para {city} o prazo é de 2 a 4 dias úteis pelos {carrier}.",
        "Despachamos em até 24 horas úteis; para {city} costuma chegar em 3 dias.",
      ],
    },
    {
      q: "Se eu comprar hoje chega antes do fim de semana em {city}?",
      a: [
        "Comprando até as 13h sai hoje e deve chegar em {city} na quinta ou sexta.",
        "Provavelmente sim. O prazo exato aparece ao informar seu CEP.",
      ],
    },
    {
      q: "O frete é grátis para {city}?",
      a: ["Sim, frete grátis para todo o Brasil.", "O frete é calculado pelo Mercado Livre conforme o seu CEP."],
    },
    {
      q: "Vocês fazem entrega no mesmo dia?",
      a: ["Sim, nas regiões com Envio Flex chega no mesmo dia comprando até as 13h.", "Não, despachamos em até 24 horas úteis."],
    },
  ],
  invoice: [
    {
      q: "Vocês emitem {invoice}? Preciso para a empresa.",
      a: [
        "Sim, emitimos {invoice} com CNPJ. Cadastre os dados no seu perfil antes da compra.",
        "Sim, toda venda sai com {invoice}, enviada junto com o pedido.",
      ],
    },
    {
      q: "A {invoice} vem com CNPJ da empresa?",
      a: ["Sim, a nota sai com os dados cadastrados na sua conta.", "Sim, basta informar o CNPJ nos dados de faturamento."],
    },
  ],
  bargaining: [
    {
      q: "Faz um desconto no pix?",
      a: ["O preço é o do anúncio, mas você pode parcelar sem juros.", "Infelizmente não conseguimos alterar o preço fora da plataforma."],
    },
    {
      q: "Se eu levar dois faz um preço melhor?",
      a: [
        "Comprando 2 ou mais o desconto por quantidade é aplicado automaticamente.",
        "O preço é por unidade; para atacado nos chame após a compra.",
      ],
    },
    {
      q: "É o menor preço? Vi mais barato em outra loja.",
      a: ["É o nosso melhor preço, com garantia e nota fiscal.", "Mantemos o preço do anúncio, com envio rápido e garantia."],
    },
  ],
  colors: [
    {
      q: "Quais cores vocês têm?",
      a: ["Temos preto, cinza e azul. Escolha a cor nas variações do anúncio.", "No momento só preto e branco."],
    },
    {
      q: "Tem na cor vermelha?",
      a: ["Na cor vermelha não temos. As cores disponíveis estão no anúncio.", "Tem sim, escolha a variação de cor antes de comprar."],
    },
  ],
  warranty: [
    {
      q: "Qual a garantia?",
      a: ["Garantia de 12 meses do fabricante.", "Garantia de 90 dias contra defeitos de fabricação, com nota fiscal."],
    },
    { q: "É original e lacrado?", a: ["Sim, original, novo e lacrado.", "Totalmente original, com caixa e acessórios."] },
  ],
  sizes: [
    {
      q: "Olá, qual tamanho vocês indicam para 1,75 m e 80 kg?",
      a: ["Indicamos o G. A tabela de medidas está nas fotos do anúncio.", "Com essas medidas o G fica bom; se gosta mais solto, GG."],
    },
    {
      q: "A forma é normal ou pequena?",
      a: ["A forma é normal, pode pedir seu tamanho de sempre.", "Veste um pouco pequeno, recomendamos um número acima."],
    },
    { q: "Tem o 41?", a: ["Temos sim, escolha o 41 nas variações.", "O 41 esgotou; chega reposição semana que vem."] },
    {
      q: "Se não servir posso trocar?",
      a: ["Sim, você tem 30 dias para trocar sem custo.", "Sim, fazemos a troca de tamanho; fale com a gente após receber."],
    },
  ],
  compatibility: [
    {
      q: "Serve no Gol G5 1.0 2012?",
      a: ["Sim, é compatível com Gol G5 1.0 de 2009 a 2013.", "Para confirmar, nos envie o número do chassi pelo chat após a compra."],
    },
    { q: "É compatível com Onix 2016 flex?", a: ["Sim, serve no Onix 2013 a 2019 flex.", "Não, para esse modelo temos outro anúncio."] },
    {
      q: "A peça é original ou paralela?",
      a: ["É peça de primeira linha, mesma qualidade da original.", "É original, com o número de peça do fabricante."],
    },
    {
      q: "Vem o par ou só uma unidade?",
      a: ["Vem o jogo completo, lado direito e esquerdo.", "É vendido por unidade; para o par compre 2."],
    },
  ],
  voltage: [
    {
      q: "É {volt}?",
      a: ["Temos nas versões 127V e 220V; escolha a voltagem na variação do anúncio.", "Sim, é bivolt, funciona em 127V e 220V."],
    },
    { q: "Qual o consumo em watts?", a: ["O consumo é de 1200 W conforme a etiqueta do fabricante.", "Consome 900 W, selo Procel A."] },
    { q: "Precisa de transformador?", a: ["Não precisa, é só escolher a voltagem certa da sua casa.", "Não, ele é bivolt automático."] },
  ],
  phones: [
    {
      q: "É desbloqueado para qualquer operadora?",
      a: ["Sim, desbloqueado de fábrica para todas as operadoras.", "Sim, funciona com Vivo, Claro, TIM e as demais."],
    },
    { q: "Tem dual chip e 5G?", a: ["Sim, é dual chip e compatível com 5G.", "É dual chip; 5G não, só 4G."] },
    {
      q: "Vem com carregador na caixa?",
      a: ["Vem só o cabo USB-C, o carregador é vendido separadamente.", "Sim, vem carregador e cabo originais."],
    },
  ],
  electronics: [
    { q: "Vem com cabo HDMI?", a: ["Sim, acompanha cabo HDMI e fonte.", "Não acompanha cabo HDMI, só a fonte."] },
    { q: "Tem Bluetooth?", a: ["Sim, Bluetooth 5.0.", "Não, a conexão é só por cabo."] },
  ],
  home: [
    {
      q: "Quais são as medidas exatas?",
      a: ["Mede 120 cm de largura, 45 de profundidade e 75 de altura.", "As medidas estão na ficha técnica: 60 x 40 x 35 cm."],
    },
    { q: "Vem montado?", a: ["Vem desmontado com manual e ferragens; monta em 20 minutos.", "Sim, chega montado e pronto para usar."] },
  ],
  toys: [
    { q: "É indicado para qual idade?", a: ["Indicado a partir de 3 anos.", "Para maiores de 8 anos por causa das peças pequenas."] },
    { q: "Usa pilha? Vem inclusa?", a: ["Usa 3 pilhas AA, não inclusas.", "Tem bateria recarregável inclusa com cabo USB."] },
  ],
  beauty: [
    { q: "É original? Qual a validade?", a: ["É original, validade em 2027.", "Produto original, vence daqui a 2 anos."] },
    { q: "Serve para pele oleosa?", a: ["Sim, é para todos os tipos de pele.", "É indicado para pele mista a oleosa."] },
  ],
  sports: [{ q: "Aguenta até quantos quilos?", a: ["Suporta até 120 kg.", "É homologado para usuários de até 100 kg."] }],
  real_estate: [
    {
      q: "Olá, dá para agendar uma visita esta semana?",
      a: ["Sim, nos passe um telefone pelo chat e agendamos.", "Podemos mostrar na quinta ou no sábado de manhã."],
    },
    {
      q: "Qual o valor do condomínio e IPTU? Aceita pet?",
      a: [
        "Condomínio e IPTU estão na descrição; aceita pets de pequeno porte.",
        "O condomínio é de R$ 650 e o IPTU de R$ 120 por mês; aceita pet.",
      ],
    },
    { q: "Aceita financiamento?", a: ["Sim, aceita financiamento, documentação em dia.", "No momento só venda à vista."] },
  ],
  vehicles: [
    {
      q: "Quantos km tem e a documentação está em dia?",
      a: ["Quilometragem conforme o anúncio, IPVA pago e documentação em dia.", "Tudo em dia, único dono e revisões na concessionária."],
    },
    { q: "Aceita troca em um carro menor?", a: ["Avaliamos troca sim; mande fotos e dados do seu.", "Não pegamos troca, só venda."] },
    {
      q: "Dá para ver e fazer test drive no sábado?",
      a: ["Sim, sábado de manhã podemos agendar.", "Claro, passe um telefone pelo chat e combinamos."],
    },
  ],
  followUp: [
    { q: "Obrigado. Se eu comprar agora sai hoje?", a: ["Sim, comprando até as 13h sai hoje.", "Sai amanhã logo cedo."] },
    { q: "Perfeito, e vocês emitem {invoice}?", a: ["Sim, emitimos {invoice} com seus dados.", "Sim, a nota vai junto com o pedido."] },
    { q: "Ótimo. Tem garantia?", a: ["Sim, 12 meses de garantia do fabricante.", "Sim, 90 dias contra defeitos de fabricação."] },
    { q: "Ok, e em outra cor tem?", a: ["As cores disponíveis estão nas variações do anúncio.", "Só na cor do anúncio, por enquanto."] },
  ],
  greetings: ["Olá! ", "Oi, tudo bem? ", "Olá, tudo certo? ", "Olá, obrigado pela pergunta. ", ""],
  closings: [" Abraços!", " Estamos à disposição.", " Att, equipe {seller}.", " Obrigado pela preferência!", ""],
};
