/**
 * Facets expand a product-type category into real-looking subcategories (by gender, brand, size,
 * operation…). A node in the tree text names them with `@facet`; each value is "es|pt".
 */
export const FACETS: Record<string, string[]> = {
  gender: ["Hombre|Masculino", "Mujer|Feminino", "Niños|Infantil", "Unisex|Unissex"],
  adult: ["Hombre|Masculino", "Mujer|Feminino"],
  kids: ["Bebés|Bebês", "Niñas|Meninas", "Niños|Meninos"],
  material: ["Madera|Madeira", "Metal|Metal", "Vidrio|Vidro", "Plástico|Plástico"],
  fabric: ["Algodón|Algodão", "Lino|Linho", "Poliéster|Poliéster", "Microfibra|Microfibra"],
  carbrand: ["Chevrolet|Chevrolet", "Fiat|Fiat", "Ford|Ford", "Peugeot|Peugeot", "Renault|Renault", "Toyota|Toyota", "Volkswagen|Volkswagen", "Honda|Honda"],
  motobrand: ["Honda|Honda", "Yamaha|Yamaha", "Suzuki|Suzuki", "Motomel|Motomel", "Bajaj|Bajaj", "Kawasaki|Kawasaki"],
  phonebrand: ["Samsung|Samsung", "Motorola|Motorola", "iPhone|iPhone", "Xiaomi|Xiaomi", "LG|LG", "Huawei|Huawei"],
  operation: ["Venta|Venda", "Alquiler|Aluguel", "Alquiler Temporario|Aluguel Temporada"],
  inches: ["32 Pulgadas|32 Polegadas", "43 Pulgadas|43 Polegadas", "50 Pulgadas|50 Polegadas", "55 Pulgadas|55 Polegadas", "65 Pulgadas|65 Polegadas"],
  voltage: ["Inalámbricos|Sem Fio", "Eléctricos|Elétricos", "Neumáticos|Pneumáticos"],
  pet: ["Perros|Cães", "Gatos|Gatos", "Aves|Pássaros", "Peces|Peixes", "Roedores|Roedores"],
  platform: ["PlayStation 5|PlayStation 5", "PlayStation 4|PlayStation 4", "Xbox Series|Xbox Series", "Nintendo Switch|Nintendo Switch", "PC|PC"],
  genre: ["Novelas|Romances", "Infantiles|Infantis", "Autoayuda|Autoajuda", "Historia|História", "Ciencias|Ciências", "Cocina|Culinária"],
  sport: ["Fútbol|Futebol", "Básquet|Basquete", "Tenis|Tênis", "Running|Corrida", "Vóley|Vôlei", "Rugby|Rúgbi"],
  skin: ["Piel Seca|Pele Seca", "Piel Grasa|Pele Oleosa", "Piel Mixta|Pele Mista", "Piel Sensible|Pele Sensível"],
  wood: ["Pino|Pinus", "Eucalipto|Eucalipto", "MDF|MDF", "Roble|Carvalho"],
  capacity: ["Hasta 250 L|Até 250 L", "251 a 400 L|251 a 400 L", "Más de 400 L|Mais de 400 L"],
};
