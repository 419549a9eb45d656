extension KindVocabulary {
    /// The shipped vocabulary: kind words, not merchants. Confidence is what a kind word alone
    /// is worth; below 0.6 the row goes to review.csv. Lines are TY2025 (27b = other expenses).
    public static let defaultYAML = #"""
        kinds:
          # --- Meals: whether a meal is business depends on who ate (the owner's own local lunch is personal) ---
          - { kind: restaurant, words: [RESTAURANT, RESTAURANTS, REST, EATERY, DINER, BISTRO, BRASSERIE, TRATTORIA, OSTERIA, CANTINA, STEAKHOUSE, CHOPHOUSE, GRILL, GRILLE, TAVERN, PUB, GASTROPUB, KITCHEN, BAR & GRILL], category: meals, line: "24b", confidence: 0.55 }
          - { kind: casual-food, words: [DELI, DELICATESSEN, TACO, TACOS, TAQUERIA, BURRITO, PIZZA, PIZZERIA, PIZZERIA, SUSHI, RAMEN, PHO, NOODLE, NOODLES, BBQ, BARBECUE, BURGER, BURGERS, CHICKEN, SANDWICH, SANDWICHES, SUBS, BAGEL, BAGELS, DONUT, DONUTS, BAKERY, BAKEHOUSE, PATISSERIE, CREPERIE, DUMPLING, KEBAB, FALAFEL, GYRO, POKE, SALAD, CATERING, CATERER, FOOD TRUCK, BRUNCH, BREAKFAST, SEAFOOD, OYSTER, SMOKEHOUSE, CREAMERY, ICE CREAM, GELATO, CUISINE, CURRY, HIBACHI, WOK, FOOD HALL, CAFETERIA, TAPAS, EMPANADAS, WINGS, STEAK, STEAKS, EATS, THAI, INDIAN, MEXICAN, ITALIAN, CHINESE, KOREAN, VIETNAMESE, JAPANESE, MEDITERRANEAN, GREEK, LEBANESE, ETHIOPIAN, PERUVIAN, CUBAN, CARIBBEAN, SOUL FOOD, DIM SUM, BISTRO BAR, TAPHOUSE, ALEHOUSE, BEER GARDEN, BIERGARTEN, CANTEEN, LUNCHEONETTE, BURRITOS, TORTAS, TAMALES, BANH MI, UDON, IZAKAYA, DUMPLINGS, BOULANGERIE, CREPES, WAFFLE, WAFFLES, PANCAKE, PANCAKES, HOT POT, ROTISSERIE, HOAGIES, CHEESESTEAK,
              PANADERIA, PASTELERIA, TORTILLERIA, TAQUERIAS, TAMALERIA, POLLO, POLLERIA, BIRRIA, BIRRIERIA, PUPUSA, PUPUSAS, PUPUSERIA, AREPA, AREPAS, AREPERA, EMPANADA, CEVICHE, CEVICHERIA, MARISCOS, COCINA, COMIDA, COMEDOR, FONDA, LONCHERIA, CHURROS, CHURRERIA, PALETERIA, PALETAS, NEVERIA, HELADERIA, GELATERIA, RESTAURANTE, RISTORANTE, BAGUETTE, BANHMI, BAO, BAOZI, DIMSUM, YAKITORI, TERIYAKI, TEMPURA, TONKATSU, OMAKASE, BENTO, ONIGIRI, BULGOGI, BIBIMBAP, KBBQ, SHAWARMA, DONER, GYROS, SOUVLAKI, MEZZE, HALAL, TANDOOR, TANDOORI, MASALA, BIRYANI, CHAAT, TIKKA, DOSA, PIEROGI,
              HOT DOG, HOT DOGS, HOTDOG, HOTDOGS, BUFFET, CUPCAKE, CUPCAKES, CUPCAKERY, FROZEN YOGURT, FROYO, YOGURT, DESSERT, DESSERTS, CAJUN, CREOLE, TEX MEX, SZECHUAN, SICHUAN, HUNAN, CANTONESE, TAIWANESE, FILIPINO, HAWAIIAN, JAMAICAN, JERK, MOROCCAN, PERSIAN, TURKISH, AFGHAN, NEPALESE, HIMALAYAN, BRAZILIAN, ARGENTINIAN, COLOMBIAN, SALVADORAN, FISH & CHIPS, FISH AND CHIPS, FISH N CHIPS, CHOWDER, CRAB SHACK, CRAWFISH, LOBSTER, SPORTS BAR, SPORTS GRILL, SNACK BAR, DRIVE IN], category: meals, line: "24b", confidence: 0.55 }
          - { kind: coffee, words: [COFFEE, CAFE, CAFFE, ESPRESSO, ROASTERS, ROASTERY, TEA, TEAHOUSE, TEA HOUSE, TEA ROOM, BUBBLE TEA, MILK TEA, BOBA, JUICE, JUICERY, SMOOTHIE], category: meals, line: "24b", confidence: 0.55 }
          - { kind: bar, words: [BREWING, BREWERY, BREWPUB, TAPROOM, WINE BAR, SALOON, LOUNGE], category: meals, line: "24b", confidence: 0.5 }

          # --- Travel away from home ---------------------------------------------------------------------------
          - { kind: air, words: [AIRLINES, AIRLINE, AIRWAYS, AIR LINES, AIRFARE, INFLIGHT, IN FLIGHT, INFLIGHT WIFI, IN FLIGHT WIFI, INFLIGHT INTERNET, AIRPORT, WIFI ONBOARD, "*AIRLINES", "*AIRWAYS",
              BAGGAGE, BAGGAGE FEE, CHECKED BAG], category: travel, line: "24a", confidence: 0.8 }
          - { kind: lodging, words: [HOTEL, HOTELS, INN, INNS, MOTEL, LODGE, SUITES, RESORT, HOSTEL, BNB, B&B, INN EXPRESS, "*HOTEL", "*HOTELS",
              LODGING, GUEST HOUSE, GUESTHOUSE], category: travel, line: "24a", confidence: 0.75 }
          - { kind: ground-travel, words: [RAIL, RAILWAY, TRAIN, BUS LINES, COACH, FERRY, FERRIES, SHUTTLE, TAXI, CAB, RIDESHARE, CAR RENTAL, RENT A CAR, RENTACAR], category: travel, line: "24a", confidence: 0.7 }
          # A local fare is a trip to a client or the owner's commute: review. Agency names are public transit's own words.
          - { kind: local-transit, words: [TRANSIT, METRO, SUBWAY, SUBWAY FARE, TRANSIT AUTHORITY, TRANSPORTATION AUTHORITY, TRANSIT FARE, FARE, FARES, BUS FARE, LIGHT RAIL, STREETCAR, TRANSIT PASS, MTA, NYCT, BART, CLIPPER, VENTRA, SEPTA, MBTA, WMATA, SMARTRIP, ORCA, TRIMET, MARTA, METRA, NJ TRANSIT, CALTRAIN, LIRR, METRO NORTH, MUNI, HOPTHRU, TRANSITCHEK], category: travel, line: "24a", confidence: 0.55 }
          - { kind: travel-booking, words: [TRAVEL, TRAVELS, TRIP, TRIPS, BOOKING, VACATION RENTAL], category: travel, line: "24a", confidence: 0.6 }

          # --- Car and truck ------------------------------------------------------------------------------------
          - { kind: fuel, words: [FUEL, FUELS, GAS STATION, GASOLINE, PETRO, PETROLEUM, PETROL, OIL CO, TRAVEL CENTER, TRAVEL PLAZA, TRUCK STOP, EV CHARGING, CHARGING STATION,
              DIESEL], category: car_truck, line: "9", confidence: 0.75, vehicle: operating }
          - { kind: auto-service, words: [AUTO REPAIR, AUTOMOTIVE, AUTO SERVICE, AUTO CARE, AUTO PARTS, AUTOBODY, AUTO BODY, OIL CHANGE, LUBE, QUICK LUBE, TIRE, TIRES, BRAKE, BRAKES, MUFFLER, TRANSMISSION, ALIGNMENT, SMOG, EMISSIONS, COLLISION, CAR WASH, CARWASH, AUTO WASH, EXPRESS WASH, AUTO SPA, CAR SPA, DETAILING, TOWING, TOW,
              AUTO GLASS, WINDSHIELD, WINDSHIELD REPAIR, WINDSHIELD REPLACEMENT, MECHANIC, INSPECTION STATION, VEHICLE INSPECTION, STATE INSPECTION, SUPERCHARGER], category: car_truck, line: "9", confidence: 0.75, vehicle: operating }
          - { kind: auto-insurance, words: [AUTO INS, AUTO INSURANCE, CAR INSURANCE, VEHICLE INSURANCE], category: car_truck, line: "9", confidence: 0.6, vehicle: operating }
          - { kind: vehicle-registration, words: [BMV, DMV, MVD, MOTOR VEHICLE, MOTOR VEHICLES, TAG RENEWAL, VEHICLE REG, REGISTRATION RENEWAL], category: car_truck, line: "9", confidence: 0.6, vehicle: registration }
          - { kind: garage, words: [GARAGE], category: car_truck, line: "9", confidence: 0.55 }
          - { kind: parking-tolls, words: [PARKING, PARK, PARKMOBILE, GARAGE PARKING, TOLL, TOLLS, TOLLWAY, TURNPIKE, EXPRESSWAY, EZPASS, E ZPASS, FASTRAK, SUNPASS, PEACH PASS, GOOD TO GO, EXPRESS LANES,
              VALET, VALET PARKING], category: car_truck, line: "9", confidence: 0.75 }

          # --- Supplies and materials ---------------------------------------------------------------------------
          - { kind: building-materials, words: [LUMBER, MILLWORK, HARDWARE, BUILDING SUPPLY, BUILDERS SUPPLY, PLUMBING SUPPLY, ELECTRIC SUPPLY, ELECTRICAL SUPPLY, SUPPLY CO, SUPPLY PAINT, PAINTS, DRYWALL, ROOFING, CONCRETE, MASONRY, STONE, TILE, FLOORING, INSULATION, FASTENERS, TOOL, TOOLS, HOME IMPROVEMENT, HOME CENTER,
              STEEL, METAL SUPPLY, STEEL SUPPLY, WELDING, WELDING SUPPLY, WOODWORKING, WOODCRAFT, LANDSCAPE SUPPLY, IRRIGATION, IRRIGATION SUPPLY, JANITORIAL SUPPLY, CLEANING SUPPLY, CLEANING SUPPLIES, RESTAURANT SUPPLY, SALON SUPPLY, BARBER SUPPLY, BEAUTY SUPPLY], category: supplies, line: "22", confidence: 0.7 }
          - { kind: craft-supplies, words: [ART SUPPLY, ART SUPPLIES, ART MATERIALS, ART STORE, MATERIALS, "*SUPPLY", "*SUPPLIES", ARTIST, ARTISTS, CRAFT, CRAFTS, FABRIC, FABRICS, YARN, SEWING, BEADS, FRAMING, SUPPLY, SUPPLIES, PACKAGING, PACKING, BOXES, WHOLESALE, MAILER, MAILERS, POLY MAILERS, SHIPPING SUPPLIES], category: supplies, line: "22", confidence: 0.65 }
          - { kind: equipment-shop, words: [ELECTRONICS, COMPUTER, COMPUTERS, CAMERA, CAMERAS, PHOTO, AUDIO, MUSIC STORE], category: supplies, line: "22", confidence: 0.55 }

          # --- Office expense: software, hosting, postage -------------------------------------------------------
          - { kind: software, words: [SOFTWARE, SAAS, APP, APPS, CLOUD, HOSTING, HOST, DOMAIN, DOMAINS, SERVER, SERVERS, DATA, DIGITAL, TECHNOLOGIES, TECH, LABS, IO, AI, API, DEV, WEB SERVICES, ONLINE SERVICES, SUBSCRIPTION, SUBSCR, SUBSCRIPTIONS, LICENSE FEE, "*SOFTWARE", "*HOSTING", "*CLOUD", "*APP", "*APPS", "*LABS", SCHEDULING, INVOICING, CRM, EMAIL, BACKUP, CLOUD STORAGE, ONLINE STORAGE, WEB HOSTING, WEBSITE, WEBSITES, DNS, SSL, VPN, ANALYTICS, FONTS, STOCK PHOTO, STOCK PHOTOS, TEMPLATES, PLUGINS, THEMES], category: office, line: "18", confidence: 0.6 }
          # A label bought to ship an order is postage, whoever sold it (a marketplace, a shipping app).
          - { kind: shipping-labels, words: [SHIPPING LABEL, SHIPPING LABELS, POSTAGE LABEL, POSTAGE LABELS, LABEL PURCHASE, CLICK N SHIP, CLICKNSHIP, SHIP LABELS], category: office, line: "18", confidence: 0.8 }
          - { kind: postage, words: [POSTAL, POST OFFICE, POSTAGE, SHIPPING, SHIP, STAMPS, COURIER, MAIL, MAILING, PRINT SHOP, PRINTING, COPY CENTER, OFFICE SUPPLY, OFFICE SUPPLIES, OFFICE PRODUCTS, STATIONERY, INK, TONER,
              SHREDDING, DOCUMENT SHREDDING, FAX, EFAX, VIRTUAL MAILBOX, MAILBOX, PO BOX, COPY & PRINT, PRINT & COPY, COPIES, COPY SHOP], category: office, line: "18", confidence: 0.65 }

          # --- Advertising ----------------------------------------------------------------------------------------
          - { kind: ads, words: [ADS, AD, ADVERTISING, ADVERTISEMENT, ADWORDS, PROMOTED, PROMOTION, PROMO, SPONSORED, SPONSORSHIP, MARKETING, LEADS, LEAD GEN, SIGNS, SIGN, SIGNAGE, BANNER, BANNERS, FLYERS, FLYER, BUSINESS CARDS, BILLBOARD, MEDIA,
              SEO, DIRECT MAIL, PROMOTIONAL, PROMOTIONAL PRODUCTS, VEHICLE WRAP, VEHICLE WRAPS, CAR WRAP, TRADESHOW, TRADE SHOW, PUBLICITY, PRESS RELEASE], category: advertising, line: "8", confidence: 0.75 }

          # --- Rent, rentals, leases ---------------------------------------------------------------------------
          - { kind: equipment-rental, words: [RENTAL, RENTALS, "*RENTAL", "*RENTALS", EQUIPMENT RENTAL, TOOL RENTAL, GEAR RENTAL, CAMERA RENTAL, LENS RENTAL, EQUIPMENT, LEASE, LEASING, LSE, LEASE PMT, LEASE PYMT, EQUIP LEASE, EQUIPMENT FINANCE, EQUIP FIN, HIRE,
              PORTABLE TOILET, PORTABLE TOILETS, PORTA POTTY, PORTABLE RESTROOM, PORTABLE RESTROOMS, SCAFFOLD, SCAFFOLDING], category: rent_equipment, line: "20a", confidence: 0.6 }
          - { kind: workspace, words: [COWORKING, COWORK, CO WORKING, WORKSPACE, WORKSPACES, OFFICE SPACE, DESK, DESKS, DESK BOOKING, DESK RENTAL, STUDIO SPACE, STORAGE, SELF STORAGE, MINI STORAGE, WAREHOUSE SPACE, MAKERSPACE, HUB], category: rent_property, line: "20b", confidence: 0.65 }
          # Rent paid for a chair, booth, suite or shop (a salon suite, a studio); money in with these words is a landlord's income.
          - { kind: space-rent, words: [BOOTH RENT, CHAIR RENT, SUITE RENT, OFFICE RENT, SHOP RENT, STUDIO RENT, SPACE RENT, SALON SUITES, SALON STUDIOS], category: rent_property, line: "20b", confidence: 0.65, direction: out }
          - { kind: home-rent, words: [APARTMENTS, APARTMENT, APTS, APT, FLATS, LOFTS, RESIDENCES, RESIDENTIAL, LIVING, VILLAS, TOWNHOMES, RENT PAYMENT, RENTCAFE, HOA], category: personal, line: none, confidence: 0.6, direction: out }

          # --- Utilities and telecom ----------------------------------------------------------------------------
          - { kind: utility, words: [UTILITY, UTILITIES, ELECTRIC, ELECTRICITY, POWER, ENERGY, LIGHT, WATER, SEWER, WASTEWATER, NATURAL GAS, GAS CO, GAS COMPANY, PUBLIC UTILITIES, CITY LIGHT, UTIL, UTILS, UTIL PMT, UTIL BILL, PUD, PUBLIC UTILITY DISTRICT, PUBLIC UTIL, PUBLIC WORKS, WATER DISTRICT, STORMWATER, SANITATION,
              PROPANE, HEATING OIL, FUEL OIL, GARBAGE, TRASH, REFUSE, SOLID WASTE], category: utilities, line: "25", confidence: 0.65 }
          - { kind: telecom, words: [WIRELESS, MOBILE, CELLULAR, TELECOM, TELEPHONE, PHONE, INTERNET, BROADBAND, FIBER, CABLE, COMMUNICATIONS, WIFI, WI FI,
              VOIP, TELCO, DSL, HOTSPOT, PHONE BILL], category: utilities, line: "25", confidence: 0.65 }

          # --- Insurance, professional services, labor ---------------------------------------------------------
          - { kind: business-insurance, words: [INDEMNITY, UNDERWRITERS, LIABILITY, GENERAL LIABILITY, PROFESSIONAL LIABILITY, WORKERS COMP, BWC, CASUALTY, BUSINESS INSURANCE, BUSINESSOWNERS, BOP, CYBER INSURANCE, SURETY, BOND PREMIUM], category: insurance, line: "15", confidence: 0.7 }
          - { kind: insurer, words: [INSURANCE, INS, INSUR, ASSURANCE, MUTUAL], category: insurance, line: "15", confidence: 0.55 }
          - { kind: home-insurance, words: [RENTERS, RENTERS INSURANCE, RENTERS INS, HOMEOWNERS, HOMEOWNERS INSURANCE, HOME INSURANCE, CONDO INSURANCE], category: personal, line: none, confidence: 0.6, direction: out }
          - { kind: health-insurance, words: [HEALTH INSURANCE, HEALTH PLAN, HEALTHCARE, MEDICAL, DENTAL, VISION, PREMIUM HEALTH, BLUE CROSS, BLUE SHIELD, BCBS, MARKETPLACE PREMIUM, OBAMACARE, HEALTH], category: personal, line: none, confidence: 0.7, direction: out }
          - { kind: professional, words: [LAW, LAWYER, LAWYERS, ATTORNEY, ATTORNEYS, LEGAL, ESQ, CPA, CPAS, ACCOUNTANT, ACCOUNTANTS, ACCOUNTING, BOOKKEEPING, BOOKKEEPER, TAX PREP, TAX SERVICE, TAX SERVICES, TAX SOFTWARE, ASSOCIATES, CONSULTING, CONSULTANTS, ADVISORS, NOTARY,
              ENROLLED AGENT, REGISTERED AGENT, TAX PREPARATION, TAX PREPARER, TRADEMARK, PATENT, PATENTS, USPTO, APPRAISAL, APPRAISER, APPRAISERS, SURVEYOR, SURVEYING, ARCHITECT, ARCHITECTS], category: legal_professional, line: "17", confidence: 0.6 }
          - { kind: contractors, words: [CONTRACTOR, CONTRACTORS, SUBCONTRACTOR, FREELANCE, FREELANCER, LABOR, LABOUR, STAFFING, HANDYMAN, ELECTRICIAN, PLUMBER, PLUMBING, DRYWALL], category: contract_labor, line: "11", confidence: 0.55 }
          # Repair trades name what they fix (a small-engine shop, an overhead-door company, a drain rooter): review.
          - { kind: repairs, words: [REPAIR, REPAIRS, SERVICE CALL, MAINTENANCE, GARAGE DOOR, HVAC, HEATING, AIR CONDITIONING, LOCKSMITH, JANITORIAL, CLEANING, PEST, APPLIANCE REPAIR,
              SMALL ENGINE, SMALL ENGINES, SMALL ENG, ENGINE REPAIR, MOWER REPAIR, OVERHEAD DOOR, OVERHEAD DOORS, OVERHEAD DR, DOOR REPAIR, GLASS REPAIR, WINDOW REPAIR, ROOTER, DRAIN CLEANING, SHARPENING, UPHOLSTERY, TOOL REPAIR], category: repairs, line: "21", confidence: 0.55 }

          # --- Taxes, licences, fees ----------------------------------------------------------------------------
          - { kind: licences, words: [LICENSE, LICENSES, LICENSING, PERMIT, PERMITS, REGISTRATION, BUSINESS LICENSE, SECRETARY OF STATE, SEC OF STATE, SECY OF STATE, FILING FEE, EXCISE, B&O, SALES TAX, USE TAX, BUSINESS TAX, FRANCHISE TAX,
              LICENSING BOARD, STATE BOARD, CONTRACTORS BOARD, BOARD OF, LICENSE RENEWAL, FUEL TAX, IFTA, HVUT, FORM 2290, USDOT, FMCSA, UNEMPLOYMENT TAX, UNEMP TAX, UI TAX, SUTA, FUTA], category: taxes_licenses, line: "23", confidence: 0.65 }
          - { kind: state-revenue, words: [DEPT OF REVENUE, DEPARTMENT OF REVENUE, DEPT OF REVEN, DEPT OF REV, DEPT REVENUE, DEPT OF TAXATION, DEPT OF TAX, DEPT TAX, TAX DEPT, REVENUE DEPT, COMPTROLLER, TREASURER, CLERK, TAX COLLECTOR], category: taxes_licenses, line: "23", confidence: 0.5 }
          # A county or town collects permits and licences, but also the home's property tax and utilities: review.
          - { kind: local-government, words: [COUNTY, MUNICIPAL, MUNICIPALITY, TOWNSHIP, VILLAGE OF, TOWN OF, BOROUGH OF], category: taxes_licenses, line: "23", confidence: 0.45 }
          - { kind: income-tax, words: [USATAXPYMT, IRS, IRS TREAS, ESTIMATED TAX, EST TAX, INCOME TAX, INDIVIDUAL TAX, TAX REF, TAX REFUND, MUNICIPAL INCOME TAX, TAX PYMT, STATE TAX], category: personal, line: none, confidence: 0.75 }
          - { kind: bank-charges, words: [SERVICE CHARGE, SERVICE FEE, MONTHLY FEE, ACCOUNT FEE, ANNUAL FEE, MEMBERSHIP FEE, MEMBER FEE, CARDMEMBER FEE, WIRE FEE, STOP PAYMENT, OVERDRAFT, NSF, FOREIGN TRANSACTION FEE, ATM FEE, BANK FEE], category: other_expenses, line: "27b", confidence: 0.75 }
          - { kind: dues-and-learning, words: [ASSOCIATION, ASSOCIATIONS, ASSN, GUILD, SOCIETY, CHAMBER OF COMMERCE, CHAMBER, UNION DUES, DUES, CONFERENCE, CONF, SUMMIT, EXPO, SYMPOSIUM, COURSE, COURSES, TRAINING, ACADEMY, CERTIFICATION, CERTIFIED, INSTITUTE, SEMINAR, WORKSHOP, WEBINAR, SCHOOL, EDUCATION, UNIVERSITY, COLLEGE, BACKGROUND CHECK, SCREENING, BUILDERS ASSN,
              CONTINUING EDUCATION, CONTINUING ED, CE CREDITS, CE CREDIT, CEU, CEUS, EXAM FEE, TESTING CENTER, PEARSON VUE, PROMETRIC, ROTARY, KIWANIS, LIONS CLUB, BOOTCAMP], category: other_expenses, line: "27b", confidence: 0.6 }
          # An event ticket bought through a ticketing processor: a conference or meetup, or an evening out (review).
          - { kind: event-registration, words: [EVENT REGISTRATION, EVENT TICKET, EVENT TICKETS, CONF TICKET, CONFERENCE TICKET, CONFERENCE PASS, REGISTRATION FEE], category: other_expenses, line: "27b", confidence: 0.5 }
          - { kind: membership, words: [MEMBERSHIP, MEMBERSHIPS, MEMBER DUES, ANNUAL DUES], category: other_expenses, line: "27b", confidence: 0.5 }
          - { kind: waste-disposal, words: [LANDFILL, DUMP, DUMPSTER, ROLL OFF, WASTE, RECYCLING, DISPOSAL, HAULING, JUNK], category: other_expenses, line: "27b", confidence: 0.6 }
          - { kind: marketplace-fees, words: [SELLER FEE, SELLER FEES, SELLER MEMBERSHIP, LISTING FEE, LISTING FEES, CONNECTS, MARKETPLACE FEE, TRANSACTION FEES, PROCESSING FEE, MERCHANT FEE, MERCHANT SERVICES, INVOICING FEE,
              REFERRAL FEE, REFERRAL FEES, FINDERS FEE, FINDER FEE, BROKER FEE, BROKERAGE FEE, PLATFORM FEE, CHARGEBACK FEE, DISPUTE FEE], category: commissions_fees, line: "10", confidence: 0.7 }
          - { kind: payroll, words: [WAGES, NET PAY, PAYROLL], category: wages, line: "26", confidence: 0.6, direction: out }
          - { kind: paycheck, words: [PAYROLL, DIR DEP, DIRECT DEP, DIRECT DEPOSIT, SALARY], category: personal, line: none, confidence: 0.6, direction: in }

          - { kind: depletion, words: [DEPLETION, MINERAL RIGHTS, OIL AND GAS ROYALTY, TIMBER], category: depletion, line: "12", confidence: 0.6, direction: out }

          # --- Personal life (not on Schedule C) ---------------------------------------------------------------
          - { kind: groceries, words: [GROCERY, GROCERIES, SUPERMARKET, SUPERMARKETS, MARKET, MERCADO, SUPERMERCADO, CARNICERIA, FOODS, FOOD, WAREHOUSE CLUB, WHOLESALE CLUB], category: personal, line: none, confidence: 0.6, direction: out }
          - { kind: household, words: [PHARMACY, DRUG, DRUGSTORE, SALON, BARBER, SPA, NAILS, FITNESS, GYM, YOGA, PILATES, CLUB FEE, GOLF, CINEMA, THEATER, THEATRE, MOVIES, TICKETS, STREAMING, PREMIUM, PLUS, PET, PETS, VETERINARY, VET, TOYS, KIDS, BABY, DAYCARE, CHILDCARE, CHURCH, DONATION, CHARITY, LOTTERY, CASINO, LIQUOR, WINE, SPIRITS, FLORIST, CLOTHING, APPAREL, SHOES, JEWELRY, DEPARTMENT STORE, MORTGAGE, MTG], category: personal, line: none, confidence: 0.65, direction: out }
          # Care of the owner's family: a clinic, a dentist, an eye doctor (Schedule A, never Schedule C).
          - { kind: medical-care, words: [CLINIC, URGENT CARE, HOSPITAL, PEDIATRIC, PEDIATRICS, ORTHODONTICS, ORTHODONTIST, ORTHODONTIC, CHIROPRACTIC, CHIROPRACTOR, OPTOMETRY, OPTOMETRIST, EYE CARE, EYECARE, OPTICAL, DERMATOLOGY, PHYSICAL THERAPY, FAMILY MEDICINE, FAMILY PRACTICE, DENTIST, DENTISTRY, PHYSICIANS, RADIOLOGY, MEDICAL CENTER], category: personal, line: none, confidence: 0.65, direction: out }
          # Household services and outings: laundry, tailoring, pet care, admissions, tobacco, school fees (review).
          - { kind: household-services, words: [LAUNDROMAT, LAUNDRY, DRY CLEANERS, DRY CLEANING, CLEANERS, ALTERATIONS, TAILOR, TAILORS, SHOE REPAIR, PET SUPPLY, PET SUPPLIES, PET FOOD, GROOMING, DOG GROOMING, PET GROOMING, ZOO, MUSEUM, AQUARIUM, BOWLING, ARCADE, AMUSEMENT, WATERPARK, WATER PARK, MINI GOLF, TRAMPOLINE, SKATING, SMOKE SHOP, TOBACCO, VAPE, CIGAR, CIGARS, DISPENSARY, SPORTING GOODS, TUITION, SCHOOL LUNCH], category: personal, line: none, confidence: 0.55, direction: out }
          # Workwear and uniforms: the trade's clothing (scrubs, safety gear) or the owner's own (review).
          - { kind: workwear, words: [SCRUBS, UNIFORM, UNIFORMS, WORKWEAR, WORK WEAR, SAFETY GEAR], category: supplies, line: "22", confidence: 0.5, direction: out }
          # A paint store sells a job's materials, also the owner's own walls (review).
          - { kind: paint, words: [PAINT, PAINT STORE, PAINT CENTER], category: supplies, line: "22", confidence: 0.55, direction: out }
          - { kind: rewards, words: [CASHBACK, CASH BACK, REWARDS, REWARD, BONUS REDEMPTION, STATEMENT CREDIT, STMT CRDT], category: personal, line: none, confidence: 0.65, direction: in }
          - { kind: retirement-own, words: [IRA, SEP IRA, ROTH, BROKERAGE, INVESTMENT, INVESTMENTS], category: personal, line: none, confidence: 0.6 }

          # --- Money moving between the owner's own accounts -----------------------------------------------------
          - { kind: own-transfer, words: [TRANSFER TO, TRANSFER FROM, ONLINE TRANSFER, ONLINE XFER, XFER, INTERNET PAYMENT, E PAYMENT, EPAYMENT, AUTOPAY PYMT, AUTOPAY, PAYMENT THANK YOU, CARD PAYMENT, CASHOUT, CASH OUT, INSTANT TRANSFER, STANDARD TRANSFER, LOAN PAYMENT, LOAN PMT, AUTO LOAN, CREDIT ACCT, FINANCE PMT, SAVINGS,
              OWNER DRAW, OWNERS DRAW, OWNER S DRAW, OWNER CONTRIBUTION, OWNERS CONTRIBUTION, CAPITAL CONTRIBUTION], category: transfer, line: none, confidence: 0.75 }

          - { kind: loan, words: [LOAN, LOANS, LENDING, LENDER, MOTOR CREDIT, AUTO CREDIT, AUTO FINANCE, FINANCE, FINANCIAL, CREDIT,
              SBA, EIDL, LINE OF CREDIT, LOC PMT, LOC PAYMENT], category: transfer, line: none, confidence: 0.5, direction: out }

          # --- Notes of person-to-person payments (Venmo, Zelle, Cash App) --------------------------------------
          - { kind: p2p-work, words: [TUTORING, TUTOR, LESSON, LESSONS, SESSION, SESSIONS, CLASS, CLASSES, PREP, COACHING, INVOICE, INV, DEPOSIT FOR, JOB, PROJECT, CONSULT, CONSULTING, SERVICES, SERVICE, WORK, HOURS, REPAIR, INSTALL, DESIGN, COMMISSION, ORDER, RETAINER, MATH, ALGEBRA, ALG, GEOMETRY, CALC, CALCULUS, PRECALC, TRIG, CHEM, CHEMISTRY, PHYSICS, BIOLOGY, SAT, GRE, GMAT, LSAT, ESSAY, HOMEWORK, PIANO, GUITAR, VIOLIN], category: income, line: "1", confidence: 0.6, scope: note }
          - { kind: p2p-social, words: [DINNER, LUNCH, BRUNCH, DRINKS, BEER, BEERS, PIZZA, FOOD, GROCERIES, BDAY, BIRTHDAY, GIFT, WEDDING, HALF, SHARE, SPLIT, OWE, IOU, TIX, TICKETS, CONCERT, GAME, MOVIE, TRIP, RENT, UTILITIES, GAS MONEY, UBER, RIDE, DAD, BRO, FAMILY, VACATION, PARTY, BACK, PAYBACK, PAYING BACK, REIMBURSE, BEACH HOUSE, CABIN, AIRBNB], category: personal, line: none, confidence: 0.65, scope: note }
        """#
}
