/**
 * States or provinces with their main cities for the markets the product serves first (the local
 * location provider's places, lib/profiles/location/provider.ts). Apart from the country list
 * (./data.ts), so the pages that only name countries do not ship them (decision D83).
 */

/** State → cities, written "State: City, City; State: City" to keep the file small. */
function regions(spec: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of spec.split(";")) {
    const [state, cities = ""] = part.split(":");
    out[state.trim()] = cities
      .split(",")
      .map((c) => c.trim())
      .filter(Boolean);
  }
  return out;
}

export const REGIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  US: regions(
    "Alabama: Birmingham, Montgomery, Huntsville; Alaska: Anchorage, Juneau; Arizona: Phoenix, Tucson, Scottsdale; Arkansas: Little Rock; " +
      "California: Los Angeles, San Francisco, San Diego, San Jose, Sacramento, Oakland; Colorado: Denver, Boulder, Colorado Springs; " +
      "Connecticut: Hartford, Stamford, New Haven; Delaware: Wilmington, Dover; District of Columbia: Washington; " +
      "Florida: Miami, Orlando, Tampa, Jacksonville; Georgia: Atlanta, Savannah; Hawaii: Honolulu; Idaho: Boise; " +
      "Illinois: Chicago, Springfield, Naperville; Indiana: Indianapolis; Iowa: Des Moines; Kansas: Wichita, Topeka; Kentucky: Louisville, Lexington; " +
      "Louisiana: New Orleans, Baton Rouge; Maine: Portland, Augusta; Maryland: Baltimore, Annapolis; Massachusetts: Boston, Cambridge, Worcester; " +
      "Michigan: Detroit, Ann Arbor, Grand Rapids, Lansing; Minnesota: Minneapolis, Saint Paul; Mississippi: Jackson; Missouri: Kansas City, St. Louis; " +
      "Montana: Billings, Helena; Nebraska: Omaha, Lincoln; Nevada: Las Vegas, Reno; New Hampshire: Manchester, Concord; " +
      "New Jersey: Newark, Jersey City, Trenton; New Mexico: Albuquerque, Santa Fe; New York: New York, Buffalo, Rochester, Albany; " +
      "North Carolina: Charlotte, Raleigh, Durham; North Dakota: Fargo, Bismarck; Ohio: Columbus, Cleveland, Cincinnati; Oklahoma: Oklahoma City, Tulsa; " +
      "Oregon: Portland, Salem, Eugene; Pennsylvania: Philadelphia, Pittsburgh, Harrisburg; Rhode Island: Providence; South Carolina: Charleston, Columbia; " +
      "South Dakota: Sioux Falls, Pierre; Tennessee: Nashville, Memphis, Knoxville; Texas: Houston, Dallas, Austin, San Antonio, Fort Worth; " +
      "Utah: Salt Lake City, Provo; Vermont: Burlington, Montpelier; Virginia: Richmond, Virginia Beach, Arlington; " +
      "Washington: Seattle, Spokane, Tacoma, Redmond; West Virginia: Charleston; Wisconsin: Milwaukee, Madison; Wyoming: Cheyenne",
  ),
  CA: regions(
    "Alberta: Calgary, Edmonton; British Columbia: Vancouver, Victoria, Surrey; Manitoba: Winnipeg; New Brunswick: Moncton, Fredericton, Saint John; " +
      "Newfoundland and Labrador: St. John's; Northwest Territories: Yellowknife; Nova Scotia: Halifax; Nunavut: Iqaluit; " +
      "Ontario: Toronto, Ottawa, Mississauga, Hamilton, Waterloo, London; Prince Edward Island: Charlottetown; " +
      "Quebec: Montreal, Quebec City, Laval, Gatineau; Saskatchewan: Saskatoon, Regina; Yukon: Whitehorse",
  ),
  FR: regions(
    "Auvergne-Rhône-Alpes: Lyon, Grenoble, Clermont-Ferrand; Bourgogne-Franche-Comté: Dijon, Besançon; Bretagne: Rennes, Brest; " +
      "Centre-Val de Loire: Tours, Orléans; Corse: Ajaccio, Bastia; Grand Est: Strasbourg, Reims, Metz, Nancy; Hauts-de-France: Lille, Amiens; " +
      "Île-de-France: Paris, Boulogne-Billancourt, Versailles; Normandie: Rouen, Caen, Le Havre; Nouvelle-Aquitaine: Bordeaux, Limoges, Poitiers; " +
      "Occitanie: Toulouse, Montpellier; Pays de la Loire: Nantes, Angers, Le Mans; Provence-Alpes-Côte d'Azur: Marseille, Nice, Toulon",
  ),
  IN: regions(
    "Andhra Pradesh: Visakhapatnam, Vijayawada; Assam: Guwahati; Bihar: Patna; Chandigarh: Chandigarh; Chhattisgarh: Raipur; Delhi: New Delhi; Goa: Panaji; " +
      "Gujarat: Ahmedabad, Surat, Vadodara; Haryana: Gurugram, Faridabad; Himachal Pradesh: Shimla; Jammu and Kashmir: Srinagar, Jammu; Jharkhand: Ranchi; " +
      "Karnataka: Bengaluru, Mysuru, Mangaluru; Kerala: Kochi, Thiruvananthapuram, Kozhikode; Madhya Pradesh: Indore, Bhopal; " +
      "Maharashtra: Mumbai, Pune, Nagpur, Nashik; Odisha: Bhubaneswar; Puducherry: Puducherry; Punjab: Ludhiana, Amritsar, Mohali; Rajasthan: Jaipur, Jodhpur, Udaipur; " +
      "Tamil Nadu: Chennai, Coimbatore, Madurai; Telangana: Hyderabad, Warangal; Uttar Pradesh: Noida, Lucknow, Kanpur; Uttarakhand: Dehradun; " +
      "West Bengal: Kolkata",
  ),
  GB: regions(
    "England: London, Manchester, Birmingham, Leeds, Liverpool, Bristol, Cambridge, Oxford, Newcastle upon Tyne, Sheffield; " +
      "Northern Ireland: Belfast, Derry; Scotland: Edinburgh, Glasgow, Aberdeen, Dundee; Wales: Cardiff, Swansea, Newport",
  ),
};
