/// The shipped rule set, embedded so an installed or copied binary needs no resource
/// files. Same format as the user's `rules.yaml`; first match wins; the user's rules are
/// checked before these. Confidence below 0.6 sends the row to review.csv.
public enum DefaultRules {
    /// Parsed once; a broken default set is a programming error caught by the tests.
    public static let rules: [CategoryRule] = {
        do { return try RulesFile.parse(yaml, file: "defaults").rules } catch { fatalError("default rules: \(error)") }
    }()

    public static let yaml = #"""
        rules:
          # --- Money between your own accounts and card payments -------------------------------
          - { name: card-payment, category: transfer, confidence: 0.95, payee: ["PAYMENT THANK YOU", "AUTOPAY", "AUTOMATIC PAYMENT", "AMERICAN EXPRESS ... PMT", "AMEX ... PMT", "CHASE ... EPAY", "DISCOVER ... PAYMENT", "CARDMEMBER SERV", "EPAYMENT", "E PAYMENT", "CRCARDPMT", "CREDIT CARD BILL", "CARD ENDING IN", "PAYMENT RECEIVED", "CAPITAL ONE MOBILE PMT", "AMEX EPAYMENT", "CHASE CREDIT CRD", "APPLECARD GSBANK"] }
          - { name: own-transfer, category: transfer, confidence: 0.9, payee: ["ONLINE TRANSFER", "INTERNET TRANSFER", "TRANSFER TO SAV", "TRANSFER TO CHK", "TRANSFER FROM SAV", "TRANSFER FROM CHK", "ONLINE BANKING TRANSFER", "FUNDS TRANSFER", "XFER TO", "XFER FROM", "TRANSFER TO SAVINGS", "TRANSFER FROM SAVINGS", "TRANSFER TO CHECKING", "TRANSFER FROM CHECKING"] }
          - { name: atm-cash, category: personal, confidence: 0.5, payee: ["ATM WITHDRAWAL", "ATM CASH", "CASH WITHDRAWAL", "NON CHASE ATM"] }

          # --- Money received by wire: before merchant names that may appear in the sender ---
          - { name: incoming-wire, category: income, confidence: 0.7, payee: ["WIRE IN", "INCOMING WIRE", "WIRE TRANSFER IN", "FEDWIRE CREDIT", "WIRE CREDIT"], direction: in }

          # --- Payroll providers ----------------------------------------------------------------
          # A payroll provider's own fee is a service the owner buys (line 17), not wages.
          - { name: payroll-service-fees, category: legal_professional, confidence: 0.7, payee: ["PAYROLL FEES", "PAYROLL FEE", "PAYROLL SVC FEE", "PAYROLL SERVICE FEE", "PAYROLL SERVICE CHARGE", "GUSTO ... FEE", "ADP ... FEES", "PAYCHEX ... FEE", "PAYCHEX ... FEES"], direction: out }
          - { name: payroll-taxes, category: taxes_licenses, payee: ["GUSTO ... TAX", "GUSTO TAX", "ADP TAX", "PAYCHEX TPS", "PAYCHEX TAX", "EFTPS", "RIPPLING TAX", "IRS USATAXPYMT EFTPS"] }
          # The owner's own SEP or solo 401(k) contribution is a Schedule 1 deduction; line 19 is plans for employees.
          - { name: owner-retirement, category: personal, confidence: 0.55, payee: ["VANGUARD SEP", "SEP IRA", "SEP CONTRIB", "SOLO 401K", "SOLO K"], direction: out }
          - { name: retirement-plan, category: pension, payee: ["GUIDELINE", "HUMAN INTEREST", "RETIREMENT PLAN", "PROFIT SHARING", "PENSION"], direction: out }
          - { name: payroll-benefits, category: employee_benefits, payee: ["GUSTO BENEFITS", "JUSTWORKS BENEFITS", "GUSTO HEALTH", "SIMPLYINSURED", "HEALTH EQUITY", "HEALTHEQUITY", "DENTAL", "VISION PLAN", "VSP", "GROUP PREM", "GROUP PRM", "GROUP HEALTH", "GROUP INS", "GUSTO ... BENEFITS", "ADP ... BENEFITS"], direction: out }
          - { name: payroll-provider, category: wages, payee: ["GUSTO", "ADP WAGE", "ADP PAYROLL", "ADP", "PAYCHEX", "JUSTWORKS", "RIPPLING", "ONPAY", "PATRIOT SOFTWARE", "INTUIT PAYROLL", "QUICKBOOKS PAYROLL", "SQUARE PAYROLL", "NET PAY"], direction: out }
          - { name: paycheck-received, category: personal, confidence: 0.6, payee: ["PAYROLL", "DIRECT DEP", "DIR DEP", "SALARY"], direction: in }

          # --- Taxes, government fees -----------------------------------------------------------
          - { name: federal-income-tax, category: personal, confidence: 0.75, payee: ["USATAXPYMT", "IRS TREAS", "US TREASURY"] }
          - { name: government-fees, category: taxes_licenses, confidence: 0.55, payee: ["SECRETARY OF STATE", "SEC OF STATE", "SOS", "DMV", "DEPT OF MOTOR", "DEPT OF REVENUE", "DEPARTMENT OF REVENUE", "FRANCHISE TAX", "FRANCHISE TX", "CDTFA", "COMPTROLLER", "BUSINESS LICENSE", "CITY OF", "COUNTY OF", "STATE OF", "TAX COLLECTOR", "DEPT OF LABOR", "EMPLOYMENT DEVELOPMENT", "EDD", "TAXATION", "REVENUE SERVICE"] }

          # --- Banks: fees and interest ---------------------------------------------------------
          - { name: interest-charged, category: interest_other, payee: ["INTEREST CHARGE", "PURCHASE INTEREST", "INTEREST CHARGED", "FINANCE CHARGE", "LOAN INTEREST"], direction: out }
          - { name: interest-earned, category: personal, confidence: 0.7, payee: ["INTEREST PAID", "INTEREST EARNED", "INTEREST PAYMENT", "DIVIDEND"], direction: in }
          - { name: mortgage, category: personal, confidence: 0.7, payee: ["MORTGAGE", "MTG PYMT", "HOME LOAN", "ROCKET MORTGAGE", "MR COOPER"], direction: out }
          - { name: bank-fees, category: other_expenses, confidence: 0.85, payee: ["SERVICE CHARGE", "SERVICE FEE", "MAINTENANCE FEE", "MONTHLY FEE", "OVERDRAFT", "NSF FEE", "WIRE FEE", "WIRE TRANS FEE", "FOREIGN TRANSACTION FEE", "INTL TRANSACTION FEE", "ATM FEE", "STOP PAYMENT FEE", "ANNUAL FEE", "LATE FEE", "RETURNED ITEM FEE", "ACCOUNT FEE"] }

          # --- Payment processors: payouts are income, their fees are commissions ----------------
          # A marketplace's own ad products are advertising (line 8), not its selling fees.
          - { name: marketplace-ads, category: advertising, confidence: 0.8, payee: ["ETSY ... ADS", "SHOPIFY ... ADS", "EBAY ... PROMOTED", "AMAZON ... ADS", "PROMOTED LISTINGS", "OFFSITE ADS", "SPONSORED PRODUCTS", "SPONSORED LISTINGS"], direction: out }
          # A marketplace that sells its sellers shipping labels bills postage, not a fee.
          - { name: shipping-labels, category: office, confidence: 0.8, payee: ["SHIPPING LABEL", "SHIPPING LABELS", "POSTAGE LABEL", "POSTAGE LABELS", "SHIP LABELS"], direction: out }
          - { name: processor-fees, category: commissions_fees, payee: ["STRIPE FEE", "STRIPE BILLING", "PAYPAL FEE", "SQUARE FEE", "SHOPIFY", "ETSY ... FEE", "ETSY ... FEES", "EBAY ... FEE", "EBAY ... FEES", "AMAZON SELLER FEE", "GUMROAD FEE", "COMMISSION", "COMMISSIONS", "REFERRAL FEE", "SELLER FEES"], direction: out }
          # A marketplace billing the card: its seller fees, or an order from one of its shops (review).
          - { name: marketplace-charges, category: commissions_fees, confidence: 0.55, payee: ["ETSY", "EBAY"], direction: out }
          - { name: stripe-payout, category: income, confidence: 0.9, payee: ["STRIPE"], direction: in }
          - { name: square-payout, category: income, confidence: 0.85, payee: ["SQUARE INC", "SQ DEPOSIT", "SQUARE DEPOSIT", "SQUARE TRANSFER"], direction: in }
          - { name: marketplace-payout, category: income, confidence: 0.85, payee: ["ETSY", "SHOPIFY", "AMAZON PAYMENTS", "GUMROAD", "UPWORK ESCROW", "FIVERR", "EBAY", "POSHMARK", "MERCARI", "DEPOP", "WHATNOT", "REVERB", "FAIRE"], direction: in }
          - { name: paypal-in, category: income, confidence: 0.75, payee: ["PAYPAL TRANSFER", "PAYPAL INST XFER", "PAYPAL"], direction: in }
          - { name: client-zelle-in, category: income, confidence: 0.6, payee: ["ZELLE FROM", "ZELLE PAYMENT FROM", "ZELLE CREDIT"], direction: in }
          - { name: venmo-in, category: income, confidence: 0.5, payee: ["VENMO CASHOUT", "VENMO"], direction: in }
          - { name: invoice-ach-in, category: income, confidence: 0.7, payee: ["VENDOR PMT", "VENDORPYMT", "VENDOR PAY", "INVOICE", "INV PMT", "AP PAYMENT", "ACCTS PAY", "BILL PAY"], direction: in }

          # --- Contractors, professionals ------------------------------------------------------
          # A freelancer pays a platform for bids and membership (line 10); a client pays freelancers through it (11).
          - { name: platform-fees, category: commissions_fees, confidence: 0.7, payee: ["CONNECTS", "UPWORK ... MEMBERSHIP", "FREELANCER PLUS", "UPWORK ... FEE", "FIVERR ... FEE", "SELLER PLUS"], direction: out }
          - { name: freelance-platforms, category: contract_labor, confidence: 0.55, payee: ["UPWORK", "FIVERR", "TOPTAL", "DEEL", "CONTRA", "99DESIGNS", "FREELANCER"], direction: out }
          - { name: legal-accounting, category: legal_professional, payee: ["LEGALZOOM", "ROCKET LAWYER", "LAW OFFICE", "LAW OFFICES", "ATTORNEY", "LAW GROUP", "LAW FIRM", "CPA", "CPAS", "ACCOUNTING", "BOOKKEEPING", "TAX PREP", "H&R BLOCK", "BENCH ACCOUNTING", "PILOT COM", "ESQ", "NOTARY"] }

          # --- Advertising and marketing --------------------------------------------------------
          - { name: ads, category: advertising, payee: ["GOOGLE ADS", "GOOGLE ADWS", "GOOGLE ADWORDS", "FACEBK", "FACEBOOK ADS", "META ADS", "META PLATFORMS", "LINKEDIN ADS", "LINKEDIN", "TWITTER ADS", "X CORP ADS", "YELP", "NEXTDOOR", "VISTAPRINT", "MAILCHIMP", "INTUIT MAILCHIMP", "CONSTANT CONTACT", "HUBSPOT", "TIKTOK ADS", "PINTEREST ADS", "REDDIT ADS", "MOO PRINT", "MOO INC", "STICKER MULE", "BING ADS", "MICROSOFT ADS", "AMAZON ADS", "THUMBTACK", "ANGI", "HOMEADVISOR", "ADVERTISING", "ADVERTISEMENT", "SPONSORSHIP", "MARKETING", "BILLBOARD"] }

          # --- Rented equipment (before airlines: "UNITED RENTALS") ----------------------------
          - { name: equipment-rental, category: rent_equipment, payee: ["SUNBELT RENTALS", "UNITED RENTALS", "HOME DEPOT TOOL RENTAL", "TOOL RENTAL", "EQUIPMENT RENTAL", "HERC RENTALS", "U HAUL", "UHAUL", "PENSKE", "RYDER", "LEASE", "LEASING", "EQUIPMENT LEASE", "BORROWLENSES", "LENSRENTALS", "SHAREGRID", "DE LAGE LANDEN", "DLL FINANCE"], direction: out }

          # --- Travel ---------------------------------------------------------------------------
          - { name: meals-delivery, category: personal, confidence: 0.55, payee: ["UBER EATS", "UBEREATS", "DOORDASH", "DD DOORDASH", "GRUBHUB", "SEAMLESS", "POSTMATES", "CAVIAR", "EZCATER"], direction: out }
          - { name: airlines, category: travel, payee: ["DELTA AIR", "DELTA", "UNITED AIRLINES", "UNITED", "AMERICAN AIRLINES", "AMERICAN AIR", "AA COM", "SOUTHWEST", "SOUTHWES", "JETBLUE", "ALASKA AIR", "SPIRIT AIRL", "FRONTIER AIRLINES", "HAWAIIAN AIR", "SUN COUNTRY", "AIR CANADA", "BRITISH AIRWAYS", "LUFTHANSA", "AIRLINE", "AIRLINES", "GOGOAIR", "GOGO INFLIGHT"] }
          - { name: lodging-and-trips, category: travel, payee: ["MARRIOTT", "HILTON", "HYATT", "SHERATON", "WESTIN", "HOLIDAY INN", "HAMPTON INN", "COURTYARD", "BEST WESTERN", "AIRBNB", "VRBO", "EXPEDIA", "BOOKING COM", "HOTELS COM", "HOTEL", "INN", "MOTEL", "AMTRAK", "GREYHOUND", "HERTZ", "AVIS", "ENTERPRISE RENT", "NATIONAL CAR", "BUDGET RENT", "SIXT", "TURO", "PRICELINE", "KAYAK", "TSA PRECHECK", "CLEAR", "GLOBAL ENTRY"] }
          - { name: ride-hailing, category: travel, confidence: 0.8, payee: ["UBER", "LYFT", "TAXI", "CAB", "CURB", "WAYMO"], direction: out }

          # --- Car and truck ---------------------------------------------------------------------
          - { name: fuel, category: car_truck, payee: ["SHELL", "SHELL OIL", "CHEVRON", "EXXON", "EXXONMOBIL", "MOBIL", "BP", "ARCO", "VALERO", "SUNOCO", "CITGO", "PHILLIPS 66", "CONOCO", "MARATHON", "SPEEDWAY", "CIRCLE K", "WAWA", "SHEETZ", "QUIKTRIP", "QT", "RACETRAC", "LOVES", "PILOT", "FLYING J", "CASEYS", "KWIK TRIP", "COSTCO GAS", "SAMS CLUB FUEL", "FUEL", "GAS STATION", "EV CHARGING", "CHARGEPOINT", "TESLA SUPERCHARGER", "ELECTRIFY AMERICA", "EVGO"] }
          - { name: parking-tolls, category: car_truck, payee: ["PARKING", "PARKMOBILE", "SPOTHERO", "PARKWHIZ", "PAYBYPHONE", "LAZ PARKING", "SP PLUS", "FASTRAK", "E ZPASS", "EZPASS", "SUNPASS", "TOLL", "TOLLS", "TXTAG", "PEACH PASS", "IPASS", "GOOD TO GO"] }
          - { name: auto-service, category: car_truck, payee: ["JIFFY LUBE", "VALVOLINE", "AUTOZONE", "O REILLY AUTO", "OREILLY AUTO", "ADVANCE AUTO", "NAPA", "PEP BOYS", "FIRESTONE", "DISCOUNT TIRE", "MIDAS", "MEINEKE", "CAR WASH", "CARWASH", "AUTO REPAIR", "SMOG", "TIRE", "TIRES", "BRAKE", "BRAKES", "AUTO BODY", "AUTO PARTS", "COLLISION", "MUFFLER", "LUBE"] }

          # --- Meals ----------------------------------------------------------------------------
          - { name: restaurant-chains, category: meals, confidence: 0.55, payee: ["STARBUCKS", "DUNKIN", "PEETS", "BLUE BOTTLE", "PHILZ", "CHIPOTLE", "PANERA", "SWEETGREEN", "MCDONALDS", "MCDONALD", "CHICK FIL A", "SUBWAY", "TACO BELL", "WENDYS", "BURGER KING", "PANDA EXPRESS", "FIVE GUYS", "SHAKE SHACK", "IN N OUT", "DOMINOS", "PIZZA HUT", "PAPA JOHNS", "OLIVE GARDEN", "CHEESECAKE FACTORY", "APPLEBEES", "CHILIS", "DENNYS", "IHOP", "JAMBA", "TIM HORTONS", "COFFEE BEAN", "CAVA", "QDOBA", "JERSEY MIKES", "JIMMY JOHNS", "POTBELLY", "NOODLES", "PRET", "LE PAIN"] }
          - { name: toast-restaurants, category: meals, confidence: 0.55, payee: ["TST"] }
          - { name: restaurant-words, category: meals, confidence: 0.55, payee: ["RESTAURANT", "REST", "CAFE", "COFFEE", "ESPRESSO", "BAKERY", "PIZZA", "PIZZERIA", "GRILL", "BISTRO", "DINER", "KITCHEN", "TAQUERIA", "SUSHI", "RAMEN", "PHO", "BBQ", "BURGER", "BURGERS", "DELI", "STEAKHOUSE", "BRASSERIE", "TAVERN", "PUB", "BREWING", "BREWERY", "CANTINA", "EATERY", "TRATTORIA", "THAI", "CATERING", "BAGEL", "BAGELS", "DONUT", "DONUTS", "TEA"] }

          # --- Software and online services ------------------------------------------------------
          - { name: software-subscriptions, category: office, payee: ["ADOBE", "GOOGLE WORKSPACE", "GSUITE", "GOOGLE GSUITE", "GOOGLE CLOUD", "GOOGLE STORAGE", "MICROSOFT", "MSFT", "DROPBOX", "BOX COM", "SLACK", "ZOOM", "ZOOM US", "NOTION", "GITHUB", "GITLAB", "ATLASSIAN", "JIRA", "TRELLO", "ASANA", "MONDAY COM", "CLICKUP", "AIRTABLE", "CANVA", "FIGMA", "1PASSWORD", "LASTPASS", "DOCUSIGN", "CALENDLY", "LOOM", "GRAMMARLY", "QUICKBOOKS", "INTUIT", "XERO", "FRESHBOOKS", "WAVE", "EXPENSIFY", "GUSTO SOFTWARE", "SQUARESPACE", "WIX", "GODADDY", "NAMECHEAP", "WORDPRESS", "WP ENGINE", "BLUEHOST", "CLOUDFLARE", "DIGITALOCEAN", "HEROKU", "VERCEL", "NETLIFY", "LINODE", "AWS", "AMAZON WEB SERVICES", "OPENAI", "ANTHROPIC", "CHATGPT", "ZAPIER", "TWILIO", "SENDGRID", "JETBRAINS", "APPLE COM BILL", "ICLOUD", "TYPEFORM", "SURVEYMONKEY", "HELLOSIGN", "DOCSEND", "ZENDESK", "INTERCOM", "SALESFORCE", "PIPEDRIVE", "NAME CHEAP", "HOSTINGER", "SITEGROUND", "DREAMHOST", "KINSTA", "WEBFLOW", "PORKBUN", "DNSIMPLE", "POSTMARK", "MAILGUN", "MAILERLITE", "CONVERTKIT", "HETZNER", "BACKBLAZE", "SUPABASE", "PLANETSCALE", "MONGODB", "DATADOG", "NEW RELIC", "PAGERDUTY", "TAILSCALE", "NGROK", "BITBUCKET", "POSTMAN", "REPLIT", "TOGGL", "CLOCKIFY", "HONEYBOOK", "DUBSADO", "HELLO BONSAI", "TODOIST", "EVERNOTE", "MIRO", "LUCIDCHART", "LUCID SOFTWARE", "SMARTSHEET", "BASECAMP", "WRIKE", "ZOHO", "FASTMAIL", "PROTON AG", "PROTONMAIL", "BITWARDEN", "DASHLANE", "NORDVPN", "EXPRESSVPN", "CARBONITE", "IDRIVE", "VIMEO", "WISTIA", "DESCRIPT", "RIVERSIDE FM", "OTTER AI", "MIDJOURNEY", "SEMRUSH", "AHREFS", "HOOTSUITE", "TEACHABLE", "KAJABI", "THINKIFIC", "SHIPPO", "EASYPOST", "SETAPP", "PARALLELS", "SKETCH", "DEEPL", "GOOGLE ONE", "SQSP", "HOVER COM", "GANDI NET", "NAMESILO", "DYNADOT", "FLY IO", "RENDER COM", "RAILWAY APP", "SENTRY", "GITHUB SPONSORS", "FASTLY", "BEEHIIV", "PODIA", "PANDADOC", "HOSTGATOR", "WPENGINE", "WP ENGINE", "SPROUT SOCIAL", "PICMONKEY", "RAYCAST", "PERPLEXITY", "PIXIESET", "SHOWIT", "ZENFOLIO", "SMUGMUG", "PIC TIME", "ACUITY SCHEDULING", "ACUITYSCHEDULING", "VAGARO", "BOOKSY", "MINDBODY", "GLOSSGENIUS", "HOUSECALL PRO", "SERVICETITAN", "SHUTTERSTOCK", "ISTOCK", "GETTY IMAGES", "ENVATO", "EPIDEMIC SOUND", "ARTLIST"] }

          # --- Telecom and utilities -------------------------------------------------------------
          - { name: telecom, category: utilities, payee: ["VERIZON", "VZWRLSS", "AT&T", "ATT", "T MOBILE", "TMOBILE", "SPRINT", "COMCAST", "XFINITY", "SPECTRUM", "CHARTER", "COX", "CENTURYLINK", "LUMEN", "FRONTIER COMM", "GOOGLE FI", "MINT MOBILE", "VISIBLE", "RINGCENTRAL", "GRASSHOPPER", "VONAGE", "DIALPAD", "OOMA", "STARLINK", "SONIC NET"] }
          - { name: energy-water, category: utilities, payee: ["PG&E", "PGANDE", "PACIFIC GAS", "CON ED", "CONED", "CONSOLIDATED EDISON", "SOCAL EDISON", "SO CAL EDISON", "EDISON", "DUKE ENERGY", "DOMINION ENERGY", "XCEL ENERGY", "GEORGIA POWER", "FPL", "NATIONAL GRID", "EVERSOURCE", "PSEG", "ENERGY", "ELECTRIC", "POWER", "WATER", "UTILITIES", "UTILITY", "SEWER", "WASTE MANAGEMENT", "REPUBLIC SERVICES", "GAS CO", "GAS COMPANY", "NATURAL GAS"] }

          # --- Insurance ------------------------------------------------------------------------
          # Insurers that sell only business policies (liability, BOP, workers' comp, cyber): the policy is the business's.
          - { name: business-insurers, category: insurance, confidence: 0.7, payee: ["HISCOX", "NEXT INSURANCE", "NEXT INS", "THIMBLE", "COVERWALLET", "EMPLOYERS HOLDINGS", "PIE INSURANCE", "EMBROKER", "BIBERK", "CO OP INSURANCE", "SIMPLY BUSINESS", "INSUREON", "VOUCH INSURANCE"] }
          # A bare insurer names no policy: auto, home, health or the business's own (review).
          - { name: insurance, category: insurance, confidence: 0.55, payee: ["INSURANCE", "INS PREM", "INSUR", "STATE FARM", "GEICO", "PROGRESSIVE", "ALLSTATE", "NATIONWIDE", "LIBERTY MUTUAL", "TRAVELERS", "THE HARTFORD", "HARTFORD", "CHUBB", "FARMERS", "USAA"] }

          # --- Rent ------------------------------------------------------------------------------
          - { name: coworking, category: rent_property, payee: ["WEWORK", "REGUS", "IWG", "INDUSTRIOUS", "SERENDIPITY LABS", "SPACES", "COWORK", "COWORKING", "LIQUIDSPACE", "DESKPASS", "COMMON DESK", "IMPACT HUB", "CONVENE", "CROISSANT"] }
          - { name: rent, category: rent_property, confidence: 0.6, payee: ["RENT", "PROPERTY MGMT", "PROPERTY MANAGEMENT", "APPFOLIO", "BUILDIUM", "STORAGE", "PUBLIC STORAGE", "EXTRA SPACE", "CUBESMART", "LIFE STORAGE"], direction: out }

          # --- Repairs and maintenance -----------------------------------------------------------
          - { name: repairs, category: repairs, payee: ["REPAIR", "REPAIRS", "GEEK SQUAD", "UBREAKIFIX", "PLUMBING", "PLUMBER", "HVAC", "ELECTRICIAN", "HANDYMAN", "JANITORIAL", "CLEANING", "PEST CONTROL", "ORKIN", "TERMINIX", "LOCKSMITH", "MAINTENANCE", "APPLECARE", "SERVICE CALL"] }

          # --- Equipment: capitalized above the $2,500 de minimis safe harbor --------------------
          - { name: equipment-purchase, category: depreciation, confidence: 0.75, payee: ["APPLE STORE", "APPLE COM", "BEST BUY", "BESTBUY", "B&H PHOTO", "BH PHOTO", "ADORAMA", "DELL", "LENOVO", "HP STORE", "MICRO CENTER", "CDW", "NEWEGG", "APPLE"], amount: { min: 2500.01 }, direction: out }
          - { name: electronics-stores, category: supplies, confidence: 0.7, payee: ["APPLE STORE", "APPLE COM", "BEST BUY", "BESTBUY", "B&H PHOTO", "BH PHOTO", "ADORAMA", "DELL", "LENOVO", "HP STORE", "MICRO CENTER", "CDW", "NEWEGG"] }

          # --- Office expense and supplies --------------------------------------------------------
          - { name: office-stores, category: office, payee: ["STAPLES", "OFFICE DEPOT", "OFFICEMAX", "OFFICE MAX", "USPS", "POSTAL SERVICE", "STAMPS COM", "FEDEX", "UPS STORE", "THE UPS STORE", "UPS", "DHL", "PITNEY BOWES", "SHIPSTATION", "PIRATE SHIP", "POSTNET", "KINKOS", "MAIL BOXES"] }
          - { name: supply-stores, category: supplies, confidence: 0.58, payee: ["ULINE", "GRAINGER", "HOME DEPOT", "LOWES", "LOWE S", "ACE HARDWARE", "TRUE VALUE", "HARBOR FREIGHT", "MICHAELS", "JOANN", "HOBBY LOBBY", "BLICK", "MENARDS", "WEBSTAURANT*", "RESTAURANT DEPOT", "HARDWARE"] }
          - { name: marketplaces, category: supplies, confidence: 0.5, payee: ["AMAZON", "AMZN", "AMZN MKTP", "AMAZON MKTPL", "AMAZON MKTPLACE", "AMAZON COM", "WALMART", "WAL MART", "WM SUPERCENTER", "TARGET", "COSTCO", "SAMS CLUB", "BJS WHOLESALE", "EBAY", "TEMU", "ALIEXPRESS", "ALIBABA", "ETSY"] }

          # --- Education (other expenses) -------------------------------------------------------
          - { name: learning, category: other_expenses, confidence: 0.7, payee: ["UDEMY", "COURSERA", "SKILLSHARE", "MASTERCLASS", "LINKEDIN LEARNING", "OREILLY MEDIA", "PLURALSIGHT", "FRONTEND MASTERS", "EGGHEAD", "CODECADEMY", "DATACAMP", "EDX", "LINUX FOUNDATION", "CONFERENCE", "EVENTBRITE", "MEETUP", "PROFESSIONAL ASSOC", "MEMBERSHIP DUES", "CHAMBER OF COMMERCE"] }

          # --- Clearly personal -----------------------------------------------------------------
          - { name: groceries, category: personal, confidence: 0.75, payee: ["WHOLE FOODS", "WHOLEFDS", "TRADER JOE", "TRADER JOES", "SAFEWAY", "KROGER", "PUBLIX", "ALDI", "WEGMANS", "HEB", "GIANT EAGLE", "FOOD LION", "ALBERTSONS", "RALPHS", "VONS", "SPROUTS", "MEIJER", "HARRIS TEETER", "STOP & SHOP", "FRED MEYER", "WINCO", "MARKET BASKET", "GROCERY", "GROCERIES", "INSTACART", "SUPERMARKET"] }
          - { name: entertainment, category: personal, confidence: 0.75, payee: ["NETFLIX", "HULU", "DISNEY PLUS", "DISNEYPLUS", "HBO MAX", "MAX COM", "SPOTIFY", "PANDORA", "SIRIUSXM", "PEACOCK", "PARAMOUNT", "YOUTUBE PREMIUM", "YOUTUBE TV", "APPLE TV", "AMC THEATRES", "REGAL", "TICKETMASTER", "STUBHUB", "STEAM", "PLAYSTATION", "XBOX", "NINTENDO"] }
          - { name: personal-care, category: personal, confidence: 0.7, payee: ["PLANET FITNESS", "EQUINOX", "24 HOUR FITNESS", "ORANGETHEORY", "PELOTON", "GYM", "FITNESS", "SALON", "BARBER", "SPA", "NAIL", "CVS", "WALGREENS", "RITE AID", "PHARMACY", "DOCTOR", "DENTIST", "MEDICAL", "HOSPITAL", "VET", "VETERINARY", "PETCO", "PETSMART", "CHEWY", "DAYCARE", "TUITION", "SCHOOL", "CHURCH", "DONATION", "GOFUNDME", "NORDSTROM", "MACYS", "GAP", "OLD NAVY", "ZARA", "H&M", "SEPHORA", "ULTA", "IKEA", "WAYFAIR"] }

          # --- Print on demand (last, so no earlier rule moves) ------------------------------------
          # Print-on-demand makers produce the goods an online seller sells: materials (convention: no COGS key).
          - { name: print-on-demand, category: supplies, confidence: 0.7, payee: ["PRINTFUL", "PRINTIFY", "GELATO PRINT", "GOOTEN"], direction: out }

        """#
}
