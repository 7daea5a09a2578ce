/** 1.4.0: every text is a code with parameters, rendered in the reader's language (ADR 0045); English reads as in 1.3.0. */
/**
 * 1.4.1: a schedule also keeps apart a weak side a pair's description leaves out; a soap stays a harsh
 * cleanser for dry skin when a gentler cleanser follows it.
 */
/**
 * 1.4.2: a swap keeps the product's exfoliating or acne active and never declares a higher strength of it; a
 * retailer's "Cleanser" label loses to a name that says toner, essence or mist; an AHA that only adjusts the pH
 * (past the fifth ingredient, unclaimed by the name) is a trace.
 */
/**
 * 1.4.3: a rinse-off cleanser's foaming agents, and any drying concern, concern dry or sensitive skin only; a
 * fragrance sensitivity does not flag other sensitisers; an ingredient another swap warning names is not flagged again
 * as a concern; a cleanser or mask is never a sunscreen by its filters, and only a claim makes one "a sunscreen at
 * night"; two retinoids are a duplicated retinoid, not over-exfoliation; a polymer is never an acid or retinoid; a
 * lotion filed under Cleanser is a toner. Ingredient lists are read more fully (ingredient parsing and recognition, not the rules): a fragrance
 * before its allergens' colon, multilingual and colour-index names, names cut by a stray comma or a line-end
 * hyphen, and names with a typing slip are recognised, so a product's findings can change.
 */
/**
 * 1.4.4: a rinse-off (clay, mud, foaming, peel-off) mask goes after the cleanser, a sleeping mask stays last; a retinoid
 * without a declared strength marks the 1% line; UV filters alone never make the morning's sunscreen either; a profile
 * prone to eczema or rosacea is in the audience of the sulfate, soap and drying concerns; polyisobutene, polybutene and
 * PEG or polyglyceryl waxes are not heavy occlusives, and an eye cream, a lip product or a pimple patch is not judged
 * for heavy occlusives or pore-clogging ingredients; a spot treatment's swap keeps what it treats (blemishes or marks),
 * a swap declares no exfoliant above the consumer ceiling for a product that declares none, a morning swap brings no
 * retinoid, and a suggestion never doubles a job in the routine it joins.
 */
/**
 * 1.4.5: a swap keeps every job the product's name claims and its actives serve at any position (acne, ageing), not
 * only its leading active, an acne product's swap is no dark-spot corrector, a mask's swap is used the same way (rinse-off,
 * sheet or left on), a daily cleanser's swap is no scrub, peel or mask; a kit, system, set or duo is never suggested; a clay, mud or charcoal product a retailer
 * files as a "Treatment", or a mud or mask it files as a "Cleanser", is a rinse-off mask; a sheet, hydrogel or bio-cellulose mask goes after the toner and essence,
 * before serums, moisturizer and oil.
 */
/**
 * 1.4.6: a splash mask and a purifying (or silica-led) mask are used after the cleanser and washed off; a mask whose name
 * says it is also a spot treatment, and a drying lotion, gel or paste, is a spot treatment (ADR 0073).
 */
/**
 * 1.4.7: a note (a pair met only in low amounts, a myth) gets no suggested week and a sunscreen never gets days; a pair
 * noted in low amounts is no "No ingredient conflicts"; a cleanser's actives meet only each other (rinsed off first);
 * pregnant or breastfeeding, the ingredients the warning says to stop serve no goal; an eye cream, a lip product (not a
 * face and lip stick) or a powder is not the face's sunscreen, and a suggested sunscreen states no SPF under 30; "Your goal" for one goal, and a
 * product with no fitting swap is looked for with its article ("an oil"); chia oil (Salvia hispanica) is no
 * essential oil, only the sages are; a footnote glued to the last name's full stop ("Methylisothiazolinone.*Essential
 * Oil") no longer hides that name; a sunscreen (SPF 30 or unstated) kept in the night routine is moved to the
 * morning, and no other is suggested; an ester of a butter, oil or wax (shea butter ethyl esters) is an emollient, not a heavy occlusive;
 * scrub particles are a trigger for reactive skin only where they scrub (rinse-off, exfoliant, mask, a scrub by name);
 * a serum or an exfoliating acid liquid a retailer files under Cleanser is a leave-on serum or exfoliant; a morning whose
 * sunscreens all state an SPF under 30 gets a warning (low-spf) and an SPF 30+ suggestion instead of praise; breaking
 * out or oily, an eye cream or a lip product is not named for pore-clogging or heavy ingredients (as the oily-skin rule);
 * a rinse-off, a sheet and a sleeping mask are different jobs, not a duplicated type; products used on different days
 * are never out of layering order with each other; a drug active a product's name states (salicylic acid, benzoyl
 * peroxide, adapalene; not "...-free") and its published list leaves out is read as the label's first ingredient; combination skin
 * without a gel texture is suggested a gel moisturizer, as its finding says, not a serum.
 */
/**
 * 1.4.8: the suggestions agree with each other: an added moisturizer, cleanser or sunscreen never joins a routine
 * that has one or has been suggested one, an added exfoliant never joins a routine that already exfoliates, no
 * suggestion conflicts with one chosen before it, and a vitamin C serum added by its active is compared with the
 * morning it goes to; a product the pregnancy warning says to stop gets no suggested days; three retinoids or three
 * products of a type are "more than one", not "two"; a product in a retailer's sun aisle whose name claims no protection
 * and whose list holds no UV filter (an after-sun gel, a self-tanner) is typed by its name, and an SPF setting spray
 * or mist is not the face's sunscreen; a supplement (taken by mouth) is not read as skincare and gets an info finding
 * (not-topical); a kit or two-step product whose list joins several lists, or a body, hand or foot product, is never
 * suggested; a title inside a sentence keeps the capital of vitamin C and of abbreviations, an eye cream's retinoid is
 * not given the face's pea-sized amount, micellar water and wipes are not massaged in and rinsed, and the pregnancy
 * title names breastfeeding too; the same product listed twice in one routine is a duplicated step; a percentage of a
 * complex or blend in a name ("2% Retinol Complex") is no strength of its active; a REPLACE mark says no product in
 * the catalogue fits only when the catalogue was searched for one (not with the suggestions full or no catalogue); the
 * safety paragraph no longer says "no irritants were found" beside a warning about ingredients that can irritate.
 */
/**
 * 1.4.9: an AHA above 10% or salicylic acid above 2% (declared by the name, the list or the owner) is a peel: used more
 * than twice a week it is a medium warning, daily a high one (peel-strength), and a suggested week gives it at most
 * two days; a scrub or an absorbent (clay, mud, charcoal) mask used more than three times a week is a low warning,
 * medium when daily on dry or sensitive skin (occasional-use; not a product named daily); a retinoid used more than
 * alternate nights on sensitive skin, or with a rosacea or barrier-repair concern, is a low warning to start with two or
 * three nights a week (retinoid-pace); a sleeping mask, an overnight product, a night cream or a PM formula in the morning is a low warning
 * (night-product-morning); an acne or antibacterial gel, lotion or cream is a treatment (Serum), not the moisturizer;
 * a spot treatment's "clear" or "clarifying" name says blemishes only when its actives do not say marks, and a swap
 * for a product whose own treatment active is flagged (hydroquinone stopped while breastfeeding) serves that active's
 * goal with another active; a suggested week that has no free day left for some of its products names them ("leave
 * them out while you follow this week, or keep fewer exfoliating products") instead of dropping them silently;
 * from a dermatologist's review: trifarotene and the other arotenes are retinoids (pregnancy); a cream, gel or lotion
 * named for its drug (tretinoin, adapalene, benzoyl peroxide, hydroquinone, azelaic acid, antibiotics, metronidazole,
 * ivermectin, corticosteroids) is a treatment, not the moisturizer; adapalene with benzoyl peroxide is one acne
 * treatment (no over-exfoliation) and oily skin with a retinoid or benzoyl peroxide is not told to add a BHA; witch
 * hazel in every form (water, distillate, bark, leaf, twig) is a rosacea trigger; a corticosteroid kept as a daily
 * step is a medium warning (topical-steroid); goals read as words ("For reducing redness", "anti-aging"); the weekly
 * exfoliation load on dry or sensitive skin is flagged one application a day sooner (above 7, medium above 14); triethanolamine,
 * a pH adjuster, is no longer a sensitising concern that marks a product for replacement; an SPF under 30 beside an
 * AHA, a retinoid or hydroquinone is a medium low-spf warning that says why; the pregnancy warning's text names the
 * oxybenzone and lilial it flags, with their evidence.
 */
/**
 * 1.4.10: a pair whose remedy is to split it between morning and night (benzoyl peroxide or vitamin C with a
 * retinoid, benzoyl peroxide with an AHA or vitamin C, hydroquinone with a peroxide, an acid with vitamin C) is
 * solved by moving one product to the other routine when it can go there (no retinoid, night product or peel to the
 * morning, nothing there it conflicts with): "Move … to your morning routine", and a suggested week that keeps both
 * products daily, instead of alternating a daily drug with the other; suggestions are chosen for the routines after
 * that move; a morning product another finding moves to the night (a retinoid, a night cream) gets no morning days;
 * from a second dermatologist's review: a cleanser is never given days (a day without one is a day without washing);
 * a sunscreen's own niacinamide or vitamin C makes no niacinamide-vitamin C note and no 15-minute wait before it; a
 * product for the lips only never meets a face product (no pair, exfoliation count, schedule or duplicated mask); a
 * sunscreen worn only some mornings is one finding, "wear it every morning" (sunscreen-some-days, medium beside an AHA,
 * a retinoid or hydroquinone), no longer "no sunscreen" beside "Morning sunscreen in place"; tablets, pills, anything
 * oral and capsules with a dose in mg are taken by mouth (an isotretinoin capsule is no morning retinoid to ration);
 * isotretinoin taken by mouth pauses the routine's exfoliants (oral-isotretinoin), and it or a tetracycline with no
 * morning sunscreen asks for one (oral-photosensitiser); a corticosteroid is a sure finding at any listed amount (its
 * strength is its potency), and used at most three times a week (a short course for flares) it is a note, not a warning;
 * a prescription product (tretinoin, tazarotene, metronidazole, hydroquinone...) is never REPLACE nor swapped for a
 * finding about its vehicle alone: CARE, ask the prescriber about another base; ammonium lactate is an AHA (lactic acid
 * partly neutralised), and "12% Lactic Acid" in a name is its strength; a sunscreen product under SPF 30 is swapped for
 * one of SPF 30 or more instead of joined by a second sunscreen; pregnant or breastfeeding, an oxybenzone sunscreen is
 * switched for one without it, never stopped (pregnancy-uv-filter, medium; pregnancy-caution no longer names it);
 * from a third review: an acid's salt (ammonium lactate) is never a peel; sunscreens whose days together cover the week
 * are a sunscreen every morning; only an over-the-counter hydrocortisone used a few days a week is a note (a
 * prescription steroid follows its prescriber); a medicated wash is no second exfoliant beside a retinoid in
 * over-exfoliation; oral-only brands (Accutane, Absorica, Doryx...) and oral drugs named without a vehicle are taken
 * by mouth; pregnant or breastfeeding, isotretinoin, a tetracycline or spironolactone taken by mouth is a high
 * warning to call the prescriber today (oral-pregnancy); more prescription creams are treatments kept as prescribed
 * (calcineurin, PDE4 and JAK inhibitors, antifungals, clascoterone, brimonidine, oxymetazoline, and brands such as
 * Tazorac, Finacea, Winlevi, Elidel, Zoryve), and two different drugs are never "2 × Serum"; an acne drug's product
 * (benzoyl peroxide, adapalene) is kept, CARE, when a pore-clogging finding names only its base; a lip product is
 * swapped only for a lip product, a face product never for one; when what the owner wrote says the skin stings or
 * burns, the actives it pauses are given no days in a suggested week (its plan wins: pause, then one at a time); a
 * topical antibiotic (clindamycin, erythromycin) with no benzoyl peroxide in the routine is a medium warning, and a
 * benzoyl peroxide product is suggested (antibiotic-alone; AAD 2024); normal skin without an antioxidant is a note.
 */
/**
 * 1.4.11: with dark spots the goal (even tone) or the profile's concern (hyperpigmentation), a morning sunscreen with
 * no iron oxides, and no tinted product over it, gets a note that a tinted sunscreen also blocks visible light
 * (pigment-visible-light; AAD; Castanedo-Cazares et al. 2014). From a fourth review: a routine's only moisturizer is
 * never given days by a suggested week; an eye-area product meets only eye products (a retinol eye cream beside
 * tretinoin is no duplicated retinoid, no stacking, no week); a declared acid sensitivity no longer names azelaic acid;
 * dapsone with a leave-on benzoyl peroxide is a low pair split morning and night (the dapsone labels' discolouration);
 * the treatment actives of a drug's vehicle (the ascorbic acid of a hydroquinone cream) are traces, and a first
 * ingredient with its strength that no cosmetic list names is a drug (never REPLACE for its vehicle); absolutes,
 * concretes, blue tansy, helichrysum and an aromatic plant named alone are essential oils; sun, age and dark spots are
 * pigment, not breakouts, "stripped" is dryness, and redness alone does not pause a rosacea routine's actives; an
 * active the product's name claims ("Retinol Serum") is sure wherever it is listed, so a pregnancy "stop" marks it
 * REPLACE; the closing advice no longer recommends salicylic acid or a retinoid that a finding on the page holds back;
 * the concern test leaves a rinse-off product's fragrance to dry or sensitive skin, and declared fragrance allergens
 * (parts of the perfume) to sensitive skin; petrolatum sealed over a cream, or a steroid or drug cream filed as a
 * moisturizer, is no "2 × Moisturizer"; crusts, pus, blisters, sores or swelling in what the owner wrote are one
 * warning to see a doctor (feeling-see-doctor; AAD: impetigo, cold sores, infected eczema); a prescribed steroid
 * (desonide, Tri-Luma's fluocinolone) is told to follow its prescriber's course, not the over-the-counter label's 7 days.
 */
export const ENGINE_VERSION = "engine-1.4.11";
