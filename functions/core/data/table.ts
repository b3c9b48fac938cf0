/**
 * The single table (DESIGN section 5). Every access pattern of the product, with its key condition and
 * index — keep this table current with the code below it.
 *
 * | access pattern                         | key condition                                    | index |
 * |----------------------------------------|--------------------------------------------------|-------|
 * | event by code (lookup, join, gallery)   | PK = EVENT#<CODE>, SK = META  (GetItem)          | table |
 * | create event with a unique code         | Put EVENT#<CODE>/META if attribute_not_exists(PK)| table |
 * | event lifecycle change (start/end)      | UpdateItem EVENT#<CODE>/META with status condition| table |
 * | staff end (audited)                     | TransactWrite: Update META if not completed      | table |
 * |                                         | (ALL_OLD on refusal), Put AUDIT#event-ended; then|       |
 * |                                         | GetItem META (consistent: the ended event)       |       |
 * | running events due to end (auto-end job)| GSI1PK = RUNNING#<0–31> (each shard, by code) and| GSI1  |
 * |                                         | the legacy RUNNING, GSI1SK <= now (ISO end time) |       |
 * | end an event whose package has a print  | the end's UpdateItem META (if addOns has a print | table |
 * |   bundle: onto the prints-ask outbox     | bundle; the plain end's condition says it has    |       |
 * |                                         | none): SET GSI1PK = PRINTS#ASK, GSI1SK = endedAt  |       |
 * | prints asks due (auto-end job: the       | GSI1PK = PRINTS#ASK, GSI1SK <= now; then GetItem | GSI1  |
 * |   prints-choose e-mail not sent yet)    | META, GetItem ORDER#<package>/META               | table |
 * | prints ask sent (or nothing to ask)     | UpdateItem META REMOVE GSI1 if GSI1PK = PRINTS#ASK| table |
 * | prints ask failed: due again later      | UpdateItem META SET GSI1PK, GSI1SK = next try    | table |
 * |                                         | if completed                                     |       |
 * | link a package with a print bundle      | link-order's TransactWrite: its Update META (the | table |
 * |   (link-order.ts): after the end onto   | package) if status = completed also SETs GSI1PK =|       |
 * |   the prints-ask outbox                 | PRINTS#ASK, GSI1SK = the link; before the end if |       |
 * |                                         | status <> completed (the end asks); a refusal by |       |
 * |                                         | an end in between: the other shape               |       |
 * | join: count a seat + create participant | TransactWrite: Update META if participantCount < | table |
 * |                                         | max and not completed; Put PART#<id> if new;     |       |
 * |                                         | ConditionCheck BAN#<deviceId> absent             |       |
 * | kick: deactivate + free seat + ban device| TransactWrite: Update PART#<id> if active, Update| table |
 * |                                         | META ADD participantCount -1, Put BAN#<deviceId> |       |
 * | participant by id (token, kick, me)     | PK = EVENT#<CODE>, SK = PART#<id>                | table |
 * | participants of an event (admin list)   | PK = EVENT#<CODE>, SK begins_with PART#          | table |
 * | take a photo slot (quota)               | TransactWrite: Update PART#<id> if active and    | table |
 * |                                         | photosTaken < maxPhotos; ConditionCheck META not |       |
 * |                                         | ended (status, endsAt: event-open.ts), gallery   |       |
 * |                                         | open; Put SLOT#<photoId>; Put UPREF#<participant>|       |
 * |                                         | #<clientId> if new (same id → same slot)         |       |
 * | release one's own slot (abandoned)      | TransactWrite: Delete SLOT# if exists, Update    | table |
 * |                                         | PART# photosTaken - 1, Delete UPREF#             |       |
 * | claim the copy of checked files (confirm)| UpdateItem SLOT#<id> copyEtags if unclaimed/same/ | table |
 * |                                         | stale (one set of files reaches the gallery key) |       |
 * | record a photo (confirm)                | TransactWrite: Delete SLOT#, Put PHOTO#<id>,     | table |
 * |                                         | Update META photoCount/storageBytes if not       |       |
 * |                                         | photosDeletingSince, Check PART#                 |       |
 * | gallery, all photos, newest first       | PK = EVENT#<CODE>, SK begins_with PHOTO# (desc)  | table |
 * | gallery, one guest's photos             | GSI2PK = EVENT#<CODE>#BY#<participantId> (desc)  | GSI2  |
 * | stale upload slots (release job)        | GSI1PK = SLOT#<0–63> (each shard), GSI1SK <= now | GSI1  |
 * | ballot: event + voter (counters, active)| BatchGet META + PART#<voterId>                   | table |
 * | ballot: random sample of photos (*)     | eventCode = <CODE>, fileName >= or < a random    | GSI3  |
 * |                                         | point, Limit 25, filter NOT contains(voters, me) |       |
 * | ballot: marks of full-set photos (rare) | BatchGet PVOTER#<photo>#<voter> of the sample's  | table |
 * |                                         | photos with votersFull (none: no call)           |       |
 * | ballot: own photos (only on a miss)     | GSI2PK = EVENT#<CODE>#BY#<voterId> (COUNT)       | GSI2  |
 * | hand a photo to a voter (ballot)        | Put HAND#<voterId>#<photoId> (handedAt, ttl 1 d) | table |
 * | photos a voter voted on (re-sync)       | GSI2PK = EVENT#<CODE>#VOTER#<voterId>            | GSI2  |
 * | vote once per (photo, voter, category)  | TransactWrite: Check HAND# age >= 3 s, PART#     | table |
 * |                                         | active (first vote on the photo: ADD votedPhotos)|       |
 * |                                         | META running; Put VOTE#<photo>#<voter>#<category>|       |
 * |                                         | Update PHOTO# if uploaderId <> voter: ADD        |       |
 * |                                         | v_<category>, voters (the voter, first vote)     |       |
 * |                                         | while size(voters) < 500; past it the first      |       |
 * |                                         | vote Puts PVOTER#<photo>#<voter> (if not exists) |       |
 * |                                         | and SETs votersFull, ADDs votersOverflow         |       |
 * | a full photo's marked voters (moderation)| PK = EVENT#<CODE>, SK begins_with PVOTER#<photo>#| table |
 * | voted photos with tallies (awards)      | GSI1PK = EVENT#<CODE>#VOTED                      | GSI1  |
 * | hide / unhide a photo (moderation)      | TransactWrite: Update PHOTO# SET/REMOVE hidden,  | table |
 * |                                         | REMOVE/SET GSI1 (VOTED) if voters unchanged;     |       |
 * |                                         | and promptId as read; META ADD photoCount ∓1,    |       |
 * |                                         | hiddenCount ±1, ch_<prompt> ±1; the uploader's   |       |
 * |                                         | PART# ADD cp_<prompt> ∓1 (a hidden photo answers |       |
 * |                                         | no challenge); each voter's PART# ADD            |       |
 * |                                         | votedPhotos ∓1 (hidden photos are filtered out of|       |
 * |                                         | the gallery, the ring and the own-photo count)   |       |
 * | delete a photo (moderation, kick, staff)| TransactWrite: Delete PHOTO# if state unchanged, | table |
 * |                                         | META ADD storageBytes, photoCount (hiddenCount if|       |
 * |                                         | the photo was hidden), voters' PART#             |       |
 * |                                         | votedPhotos -1, [uploader photosTaken -1, cp_<p> |       |
 * |                                         | -1 unless hidden], caller                        |       |
 * |                                         | active; then DeleteObjects of its three files    |       |
 * | one guest's photos to remove (kick)     | GSI2PK = EVENT#<CODE>#BY#<participantId>, Limit 25| GSI2  |
 * | event settings before the start         | UpdateItem META SET revealAfterEnd if waiting    | table |
 * | unknown-code misses of one device        | PK = RATE#code-miss#device#<id> (or addr#<ip>), SK = <window> | table |
 * | unknown-code misses of one address       | PK = RATE#code-miss-address#<ip>, SK = <window>  | table |
 * |   (read with the event in one BatchGet) | (ADD count on a miss; ttl after the window)      |       |
 * | WebSocket connection by id (disconnect) | PK = CONN#<connectionId>, SK = CONN              | table |
 * | connections of an event (broadcast, and | GSI1PK = EVENT#<CODE>#CONN (each item names its  | GSI1  |
 * |   closing a removed guest's sockets, or | participant, and a creator session's generation  |       |
 * |   a signed-out creator phone's)         | of creator rights)                               |       |
 * | reveal state for a frame naming a photo | GetItem EVENT#<CODE>/META (next to the connections| table |
 * |   (broadcast: who may hear it)          | Query; once per event per stream batch)          |       |
 * | open a socket with a ticket ($connect)  | TransactWrite: Put TICKET#<jti> if new (ttl),    | table |
 * |                                         | ConditionCheck PART#<id> active, Put CONN#<id>;  |       |
 * |                                         | a creator session's ticket also ConditionCheck   |       |
 * |                                         | META creatorEpoch = the ticket's                 |       |
 * | create an order (order-item.ts)         | TransactWrite: Put ORDER#<ulid>/META if new, Put | table |
 * |                                         | ORDERNO#<number> if new (retry on a taken number),|       |
 * |                                         | Put HIST#<ulid>, Update STATS#orders/TOTALS ADD  |
 * |                                         | orders_pending +1, ordersCreated +1              |       |       |
 * |                                         | (META: GSI1 ORDER#PENDING, GSI4 LIST#ORDERS)     |       |
 * | order by id                             | PK = ORDER#<id>, SK = META (GetItem)             | table |
 * | a customer's orders by e-mail (organizer| GSI2PK = CUSTOMER#<trimmed lower-cased e-mail>,  | GSI2  |
 * |   sign-in and dashboard), newest first  | GSI2SK = <createdAt ISO>#<orderId> (set at create)|       |
 * |   then their events                     | BatchGet EVENT#<CODE>/META                       | table |
 * | organizer sign-in code (challenge)      | PK = ORGCODE#<e-mail>, SK = ORGCODE: Put replaces| table |
 * |                                         | (if resend delay passed; a miss too, its hash    |       |
 * |                                         | matching no code); Update tries - 1 if           |       |
 * |                                         | tries > 0 and code hash matches / not expired    |       |
 * | organizer sign-in rate limits           | PK = RATE#organizer-code#<e-mail> / #<address>   | table |
 * | organizer wrong codes (step 2)          | PK = RATE#organizer-sign-in-email#acct#<e-mail>  | table |
 * |                                         | (1 h) and #organizer-sign-in-address#<ip> (15 m) |       |
 * | order by number (rate-limited misses)   | BatchGet ORDERNO#<number> + RATE# counters, then | table |
 * |                                         | GetItem ORDER#<id>/META                          |       |
 * | order status change (transitionOrder)   | TransactWrite: Update META if status = the one   | table |
 * |                                         | read (allowed to reach `to`) and version = the   |       |
 * |                                         | one read, SET GSI1 to the new status's bucket    |       |
 * |                                         | (ORDER#<STATUS>, createdAt#id), the refunds      |       |
 * |                                         | ledger (refundedAmount, refundedRon); Put        |       |
 * |                                         | HIST#<ulid>; Put STRIPEEVT#<evt> if new (ttl 30 d)|       |
 * |                                         | when Stripe caused it; Update STATS#orders/TOTALS|       |
 * |                                         | ADD orders_<from> -1, orders_<to> +1, revenueRon |       |
 * |                                         | (pending→processing), refundedRon (the ledger's  |       |
 * |                                         | change: the rest of the total at →refunded)      |       |
 * | a refund Stripe reported (refund.*,     | TransactWrite: Update META if version = the one  | table |
 * |   webhook; recordOrderRefund): the      | read (SET refunds.<id> merged, refundedAmount,   |       |
 * |   order's refunds ledger                | refundedRon, facts, version + 1; ALL_OLD on a    |       |
 * |                                         | refusal: re-counted from it); Put STRIPEEVT#<evt>|       |
 * |                                         | if new; Update STATS#orders/TOTALS ADD refundedRon|      |
 * |                                         | by the ledger's change (when not 0)              |       |
 * | order facts (checkout session id, …)    | UpdateItem META if exists (SET facts; list_append| table |
 * |                                         | to checkoutSessions, failedRefundIds (refund.    |       |
 * |                                         | failed of its own payment), autoRefundedPayments |       |
 * |                                         | (a payment the webhook gave back; checked on the |       |
 * |                                         | order it read before asking Stripe again: no     |       |
 * |                                         | extra read), failedGiveBackKeys (its refund      |       |
 * |                                         | request's key Stripe answered with a 500: the    |       |
 * |                                         | next asks under refund-key.ts giveBackKey n+1)), |       |
 * |                                         | ALL_NEW; a Stripe event's facts:                 |       |
 * |                                         | TransactWrite of that Update and Put STRIPEEVT#  |       |
 * |                                         | <evt> if new (no read after)                     |       |
 * | refund asked again after Stripe reported| the order facts' write: SET refundAttempt,       | table |
 * |   one failed (request-order-refund.ts)  | refundRequestedAt (once per attempt; the key is  |       |
 * |                                         | refund:<id>:attempt:<n>, n from failedRefundIds) |       |
 * | Secure Checkout again (replacesOrderId) | GetItem ORDER#<id>/META (token hash, pending);   | table |
 * |                                         | the same purchase reuses it, else cancel it      |       |
 * | refunded order takes back its features  | TransactWrite: Update EVENT#<CODE>/META if its   | table |
 * |   (withdraw-paid-features.ts)           | figures are unchanged, Update ORDER META if not  |       |
 * |                                         | paidFeaturesWithdrawnAt                          |       |
 * | staff account on every /api/admin/*     | GetItem STAFF#<e-mail>/ACCOUNT (consistent)      | table |
 * | an order's status history, newest first | PK = ORDER#<id>, SK begins_with HIST# (desc)     | table |
 * | pending orders due unpaid (job)         | GSI1PK = ORDER#PENDING, GSI1SK <= now (ISO time  | GSI1  |
 * |                                         | created + 24 h); moved to the new bucket on leaving|     |
 * | staff orders list, all, newest first    | GSI4PK = LIST#ORDERS, GSI4SK = createdAt#id      | GSI4  |
 * |   (20 a page + 1 to know the last page) | (desc), cursor = the page's last key             |       |
 * | staff orders list, one status           | GSI1PK = ORDER#<STATUS> (desc; pending sorts by  | GSI1  |
 * |                                         | due time = creation + 24 h, so newest first too) |       |
 * | customer status history (order + history)| PK = ORDER#<id>, SK BETWEEN HIST# AND META (desc)| table |
 * | staff order details (order, history and | PK = ORDER#<id>, the whole collection (desc):    | table |
 * |   what its outboxes still owe: e-mails, | ARCHIVE, HIST#…, META, REFUND-DUE, SHIPPED-MAIL  |       |
 * |   a refund Stripe has not answered)     | (one consistent Query, data/order-collection.ts) |       |
 * | events whose photos are due for deletion | GSI2PK = PHOTOS#DUE#<0–31> (each shard, by code, | GSI2  |
 * |                                         | and the legacy PHOTOS#DUE), GSI2SK <= now (ISO gallery|   |
 * |   (retention job, daily)                | expiry + 30 d); set at create, removed when the  |       |
 * |                                         | photos are deleted or kept (archive/extension)   |       |
 * | claim an event's photo deletion         | UpdateItem META SET photosDeletingSince if gallery| table |
 * |                                         | expiry <= now - 30 d, not photosKept, no         |       |
 * |                                         | galleryExtensionDays > 0                         |       |
 * | finish an event's photo deletion (job,  | TransactWrite: Update META SET photosDeletedAt,  | table |
 * |   staff; once however many runs finish) | counters 0 if photosDeletingSince and not        |       |
 * |                                         | photosDeletedAt; Put AUDIT#photos-deleted        |       |
 * | keep an event's photos (archive bought) | UpdateItem META SET photosKept REMOVE GSI2 if not | table |
 * |                                         | photosDeletingSince                              |       |
 * | an event's photos, oldest first (archive,| PK = EVENT#<CODE>, SK begins_with PHOTO# (asc),  | table |
 * |   retention: paged, Limit 100)          | cursor                                           |       |
 * | an order's raw archive (build, rebuild) | PK = ORDER#<id>, SK = ARCHIVE (token, attempts)  | table |
 * | a package's print bundle: what to choose| GetItem EVENT#<CODE>/META, GetItem ORDER#<id>/META| table |
 * |   (print-selection.ts)                  | (the package; its printOrderId's prints order),  |       |
 * |                                         | the event's photos (PHOTO#, paged, as above)     |       |
 * | confirm a package's print bundle        | BatchGet EVENT#<CODE>/PHOTO#<id> (the chosen);   | table |
 * |                                         | TransactWrite: Update package ORDER META SET     |       |
 * |                                         | printOrderId if not exists and status completed, |       |
 * |                                         | ConditionCheck EVENT                             |       |
 * |                                         | META status = completed AND orderId = package,   |       |
 * |                                         | Put ORDERNO#, Put ORDER META (processing, GSI1   |       |
 * |                                         | ORDER#PROCESSING, GSI2, GSI4), Put HIST#, Update |       |
 * |                                         | STATS#orders/TOTALS ADD orders_processing +1     |       |
 * | an event's archive photos (build): not   | PK = EVENT#<CODE>, SK begins_with PHOTO# (asc),  | table |
 * |   hidden (domain/archive/archive-contents)| Filter attribute_not_exists(hidden), cursor      |       |
 * | the archive plan's challenge texts       | no read of its own: the keep write's ALL_NEW     | table |
 * |   (Challenges.csv in each part, #33)     | (photosKept) returns META's challengePrompts      |       |
 * | the order that bought an event's archive | UpdateItem EVENT#<CODE>/META SET archiveOrderId  | table |
 * |   (paid raw_archive/combo; a holder no  | if absent or this order (or the invalid holder   |       |
 * |   longer valid is replaced)             | read), event-archive-order.ts                    |       |
 * | second archive refused (create order),  | the event read by the order's lookup, then       | table |
 * |   creator's archive (GET …/archive)     | GetItem ORDER#<archiveOrderId>/META if it is set |       |
 * | download link → archive (GET download)  | BatchGet DOWNLOAD#<sha256(token)> + RATE# counters| table |
 * |   only while its order is paid          | then GetItem ORDER#<orderId>/META (status)       |       |
 * | an archive part's photos (part job,      | PK = EVENT#<CODE>, SK BETWEEN PHOTO#<first> AND  | table |
 * |   #32.6): a run of the archive's order   | PHOTO#<next part's first> (that one dropped),    |       |
 * |                                         | Filter not hidden, cursor                        |       |
 * | start an archive's parts (planning)     | UpdateItem ORDER#<id>/ARCHIVE SET buildId, parts,| table |
 * |                                         | partsDone = 0 REMOVE doneParts                   |       |
 * | count an archive part done (part job):  | UpdateItem ORDER#<id>/ARCHIVE ADD partsDone 1,   | table |
 * |   once per part under redelivery        | doneParts {n} if buildId = b AND NOT contains(   |       |
 * |                                         | doneParts, n) (ALL_NEW: the last part delivers)  |       |
 * | archive delivered (the last part job,   | UpdateItem ORDER#<id>/ARCHIVE SET readyBuildId;  | table |
 * |   after its archive-ready send)         | a send that failed: also GSI1PK = ARCHIVE#MAIL,  |       |
 * |                                         | GSI1SK = the delivery time (onto the outbox)     |       |
 * | uploads still in flight (archive plan): | PK = EVENT#<CODE>, SK begins_with SLOT#, Limit 1,| table |
 * |   an unconfirmed slot of the event      | consistent                                       |       |
 * | archive build waits for the uploads     | Put ORDER#<id>/ARCHIVE-WAIT (GSI1PK = ARCHIVE#   | table |
 * |   (a slot left; or built now and again  | WAIT, GSI1SK = next look: a minute, or the event's|      |
 * |   once an open event closes)            | close); Delete it when planned settled           |       |
 * | archive builds due again (auto-end job) | GSI1PK = ARCHIVE#WAIT, GSI1SK <= now (orderId);  | GSI1  |
 * |                                         | GetItem ORDER META; SET GSI1SK = +5 min if exists|       |
 * |                                         | (safety net), then the build request             |       |
 * | archive-ready e-mails due (auto-end job)| GSI1PK = ARCHIVE#MAIL, GSI1SK <= now (orderId,   | GSI1  |
 * |                                         | builtAt); then GetItem ORDER#<id>/META           | table |
 * | archive-ready e-mail sent (or not owed) | UpdateItem ARCHIVE REMOVE GSI1 if GSI1PK =       | table |
 * |                                         | ARCHIVE#MAIL                                     |       |
 * | archive-ready e-mail failed: due later  | UpdateItem ARCHIVE SET GSI1PK, GSI1SK = next try | table |
 * |                                         | if exists                                        |       |
 * | staff complete a prints order (shipped) | transitionOrder's TransactWrite + Put ORDER#<id>/ | table |
 * |   onto the shipped-mail outbox          | SHIPPED-MAIL: GSI1PK = SHIPPED#MAIL, GSI1SK = the |       |
 * |                                         | completion (shipped-mail-item.ts)                |       |
 * | shipped e-mails due (auto-end job)      | GSI1PK = SHIPPED#MAIL, GSI1SK <= now (orderId,   | GSI1  |
 * |                                         | completedAt); then GetItem ORDER#<id>/META       | table |
 * | shipped e-mail sent (or not owed)       | UpdateItem SHIPPED-MAIL REMOVE GSI1 if GSI1PK =  | table |
 * |                                         | SHIPPED#MAIL                                     |       |
 * | shipped e-mail failed: due later        | UpdateItem SHIPPED-MAIL SET GSI1PK, GSI1SK = next| table |
 * |                                         | try if exists                                    |       |
 * | paid order cancelled for a refund (the  | transitionOrder's TransactWrite + Put ORDER#<id> | table |
 * |   buyer's cancel, staff's Refund): onto | /REFUND-DUE: GSI1PK = REFUND#DUE, GSI1SK = the   |       |
 * |   the refund outbox                     | cancel + 2 min (refund-due-item.ts)              |       |
 * | refund answered by Stripe (a refund, or | UpdateItem REFUND-DUE REMOVE GSI1 if GSI1PK =    | table |
 * |   already refunded), or none owed       | REFUND#DUE                                       |       |
 * | refunds due again (auto-end job)        | GSI1PK = REFUND#DUE, GSI1SK <= now (orderId,     | GSI1  |
 * |                                         | owedSince); then GetItem ORDER#<id>/META         | table |
 * | refund asked again and failed: later    | UpdateItem REFUND-DUE SET GSI1PK, GSI1SK = next  | table |
 * |                                         | try if exists                                    |       |
 * | audit items (audit-item.ts), written in | PK = AUDIT#<action> (photos-deleted, photo-      | table |
 * |   their change's transaction only       | deleted, event-ended), SK = <ISO>#<CODE>[#<photo>]|      |
 * | order totals for dashboards             | PK = STATS#orders, SK = TOTALS (GetItem): count  | table |
 * |                                         | per status, revenueRon, refundedRon (RON minor)  |       |
 * | staff events list, newest first (paged, | GSI4PK = LIST#EVENTS, GSI4SK = <createdAt ISO>#  | GSI4  |
 * |   filters and text search read at most  | <CODE> (desc, Limit 100, cursor) on the event's  |       |
 * |   5 pages per call)                     | EVENT#<CODE>/LIST entry (put with META at create;|       |
 * |                                         | events from before: on META), then BatchGet the  | table |
 * |                                         | page's META items                                |       |
 * | staff: an event by its typed code       | GetItem EVENT#<CODE>/META                        | table |
 * | event totals for staff summary cards    | BatchGet STATS#events#<0–15>/TOTALS (write shards)| table |
 * |                                         | + the legacy STATS#events/TOTALS, summed         |       |
 * | an event's vote total (staff details)   | GSI1PK = EVENT#<CODE>#VOTED, sum of v_* tallies  | GSI1  |
 * | staff totals, day rollups, activity feed| STATS#events#<n>/TOTALS (photos, photosHidden, …)| table |
 * |                                         | STATS#day/<date>#<n>, ACTIVITY,                  |       |
 * |   (stream consumer; its own table)      | CUSTOMER#<e-mail>/STATS: domain/staff/stats-keys.ts|     |
 * | creator rights still hold (every call   | GetItem EVENT#<CODE>/META, Projection id,        | table |
 * |   with creator rights, joining excepted: | creatorEpoch, ConsistentRead (creator-epoch.ts)  |       |
 * |   it checks the META it reads anyway)    |                                                  |       |
 * | sign out other phones (organizer)       | UpdateItem EVENT#<CODE>/META ADD creatorEpoch 1  | table |
 * |                                         | if exists (ALL_NEW: the new credential's epoch)  |       |
 * |   … and the organizer's portal sessions | UpdateItem ORGANIZER#<e-mail>/SESSIONS ADD epoch |       |
 * |                                         | 1 (organizer-sessions.ts)                        |       |
 * | an organizer session still holds (every | GetItem ORGANIZER#<e-mail>/SESSIONS, Projection  | table |
 * |   organizer call; sign-in reads it too) | epoch, ConsistentRead (absent item = 0)          |       |
 * | create a wall link (creator)            | TransactWrite: ConditionCheck META creatorEpoch =| table |
 * |                                         | the caller's, Put EVENT#<CODE>/WALL#<wallId>     |       |
 * |                                         | (ttl = token exp)                                |       |
 * | revoke an event's wall links (and at    | PK = EVENT#<CODE>, SK begins_with WALL#          | table |
 * |   "Sign out other phones")              | (consistent), Delete each (revoked = deleted)    |       |
 * | wall view: event + wall link still valid| BatchGet META + WALL#<wallId>, then the gallery  | table |
 * |                                         | Query (Limit, hidden filtered), after the end the|       |
 * |                                         | voted photos (GSI1)                              |       |
 * | one photo for a wall                    | BatchGet WALL#<wallId> + PHOTO#<id>              | table |
 * | open a wall's socket ($connect)         | TransactWrite: Put TICKET#<jti> if new,          | table |
 * |                                         | ConditionCheck WALL#<id> exists, Put CONN#<id>   |       |
 * | frame branding (branded frames add-on)  | UpdateItem META SET/REMOVE brandingText if       | table |
 * |                                         | contains(addOns, branded_frames); guests read it |       |
 * |                                         | in GET …/me (its BatchGet META + PART#<id>)      |       |
 * | frame logo: presign its upload (creator)| GetItem META (the add-on), no write              | table |
 * | frame logo: set or remove (creator)     | GetItem META, then UpdateItem META SET/REMOVE    | table |
 * |                                         | brandingLogo if contains(addOns, branded_frames) |       |
 * |                                         | (ALL_OLD: the replaced logo's object is deleted) |       |
 * | CSV export (CSV export add-on): photos, | PK = EVENT#<CODE>, SK begins_with PHOTO# / PART# | table |
 * |   participants, votes cast per voter    | / VOTE# (projection voterId), each paged         |       |
 * |   (staff: the same Queries, any event)  | GetItem META first; photo's filter is read there |       |
 * | challenges + counts + my progress      | BatchGet META (challengePrompts, cc_/ch_<prompt>)| table |
 * |   (issue #33; one call)                 | PART#<me> (cp_<prompt>)                          |       |
 * | set the challenge list (creator)        | GetItem META, UpdateItem META SET challengePrompts| table |
 * |                                         | challengePromptIds (SS) if challengesVersion read,|      |
 * |                                         | not ended, removed prompts' cc_<id> = 0           |       |
 * | set / clear a photo's challenge         | BatchGet PHOTO# + PART#<me>; TransactWrite:      | table |
 * |                                         | Update PHOTO# SET promptId, GSI4 if uploader = me|       |
 * |                                         | and promptId as read;                            |       |
 * |                                         | Update META ADD cc_<new> +1, cc_<old> -1 (ch_ too|       |
 * |                                         | for a hidden photo, its hidden state pinned) if not|     |
 * |                                         | ended and contains(challengePromptIds, new);     |       |
 * |                                         | Update PART#<me> ADD cp_<new>/cp_<old> if active |       |
 * |                                         | (a hidden photo: ConditionCheck active only)     |       |
 * | a photo's challenge at confirm          | the confirm transaction: META ADD cc_<p> if      | table |
 * |                                         | contains(challengePromptIds, p) and not ended    |       |
 * |                                         | (status, endsAt), PART# ADD cp_<p> (refused →    |       |
 * |                                         | recorded without the prompt)                     |       |
 * | one challenge's photos, newest first    | GSI4PK = EVENT#<CODE>#PROMPT#<id> (desc, Limit,  | GSI4  |
 * |   (after BatchGet META + PART#<me>)     | cursor; hidden filtered)                         |       |
 * | challenge champion (awards)             | PK = EVENT#<CODE>, SK begins_with PART# (cp_*),  | table |
 * |                                         | beside the voted-photos Query (no read per prompt)|       |
 *
 * (*) The ballot is flat in the event's size, and exact. GSI3 holds only photos (only they have a
 * fileName), sorted by the random tail of their id: a shuffled ring. A sample of 25 from a random point,
 * with DynamoDB dropping the photos the voter voted on (the photo's `voters` set), costs the same at 40
 * or 10 000 photos: 3 calls (BatchGet ‖ Query, then the handout Put). The trade-off is when the sample has
 * nothing for the voter: the counters (photoCount − own photos − votedPhotos) say exactly whether anything
 * is left, so All Caught Up reads no photos (≤ 3 calls); if something is left the voter has voted on
 * nearly all photos near the point, and the ring is read on until one turns up — on average photos/left
 * photos, paid only by a voter who already cast about that many votes. The alternatives cost more for
 * everyone: an "unvoted" list per voter written on every upload (participants × photos writes), or reading
 * the voter's whole voted set on every ballot; an approximate All Caught Up would be wrong.
 *
 * Keys: the event's item collection is partitioned by its code, so the code's uniqueness IS the event's
 * conditional put (no separate code item, no second read on lookup). Later entities of an event
 * (participants, photos, votes, connections) live in the same collection under their own SK prefixes.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';

/** Module scope: one client per container, reused across invocations. */
export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = (): string => config.tableName;

export interface ItemKey {
  PK: string;
  SK: string;
}

/** How many GSI1 partitions the upload slots spread over (keys.slotShard). */
export const SLOT_SHARDS = 64;
/** Before sharding every slot had this one key; slots live minutes, so the job reads it only through a deploy. */
const LEGACY_SLOT_PARTITION = 'SLOT';
/**
 * How many GSI partitions the running events (GSI1) and the events due for photo deletion (GSI2) spread over,
 * by event code (keys.runningShard, keys.photosDueShard). The event's META item carries both keys and the
 * indexes project ALL, so every counter update of any event (each photo confirmed, each guest joined) is also
 * a write to these index partitions: ~6 000 a second on a peak Saturday against a partition's 1 000
 * (`npm run bench -- --only scale`); 32 shards take ~190 each.
 */
export const EVENT_INDEX_SHARDS = 32;
/** The keys before sharding; events listed under them keep them until they end or their photos go. */
const LEGACY_RUNNING_PARTITION = 'RUNNING';
const LEGACY_PHOTOS_DUE_PARTITION = 'PHOTOS#DUE';
const shardsOf = (prefix: string, legacy: string): string[] => [...Array.from({ length: EVENT_INDEX_SHARDS }, (_, i) => `${prefix}#${i}`), legacy];

/** A stable shard number in [0, n) for an id (FNV-1a): the same id always lands in the same shard. */
export const shardOf = (id: string, n: number): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % n;
};

export const keys = {
  event: (code: string) => ({ PK: `EVENT#${code}`, SK: 'META' as const }) satisfies ItemKey,
  /** A participant's id is derived from the event and the normalized name, so "same name = same person"
   * (the spec's rejoin rule) is one conditional put, not a read-then-write. */
  participant: (code: string, participantId: string) => ({ PK: `EVENT#${code}`, SK: `PART#${participantId}` }) satisfies ItemKey,
  participantPrefix: 'PART#',
  /** A device kicked from the event (DESIGN section 6): while it exists, that device cannot join it. */
  bannedDevice: (code: string, deviceId: string) => ({ PK: `EVENT#${code}`, SK: `BAN#${deviceId}` }) satisfies ItemKey,
  slot: (code: string, photoId: string) => ({ PK: `EVENT#${code}`, SK: `SLOT#${photoId}` }) satisfies ItemKey,
  /** A device's own id for one upload → the photo id the server gave it (slot requests are idempotent per id). */
  uploadRef: (code: string, participantId: string, clientId: string) => ({ PK: `EVENT#${code}`, SK: `UPREF#${participantId}#${clientId}` }) satisfies ItemKey,
  photo: (code: string, photoId: string) => ({ PK: `EVENT#${code}`, SK: `PHOTO#${photoId}` }) satisfies ItemKey,
  photoPrefix: 'PHOTO#',
  /** GSI2 partition of one guest's photos in one event. */
  photosBy: (code: string, participantId: string) => `EVENT#${code}#BY#${participantId}`,
  handout: (code: string, voterId: string, photoId: string) => ({ PK: `EVENT#${code}`, SK: `HAND#${voterId}#${photoId}` }) satisfies ItemKey,
  vote: (code: string, photoId: string, voterId: string, category: string) =>
    ({ PK: `EVENT#${code}`, SK: `VOTE#${photoId}#${voterId}#${category}` }) satisfies ItemKey,
  /** A voter mark: `voterId` voted on a photo whose voters set is full (photo-voters.ts). */
  photoVoter: (code: string, photoId: string, voterId: string) => ({ PK: `EVENT#${code}`, SK: `PVOTER#${photoId}#${voterId}` }) satisfies ItemKey,
  photoVoterPrefix: (photoId: string) => `PVOTER#${photoId}#`,
  /** GSI2 partition of one voter's votes in one event. */
  votesBy: (code: string, voterId: string) => `EVENT#${code}#VOTER#${voterId}`,
  /** GSI4 partition of the photos carrying one challenge prompt (issue #33), sorted by photo id (time). */
  promptPhotos: (code: string, promptId: string) => `EVENT#${code}#PROMPT#${promptId}`,
  /** GSI1 partition of the event's photos that have at least one vote (sparse: awards read only these). */
  votedPhotos: (code: string) => `EVENT#${code}#VOTED`,
  rate: (kind: string, client: string, windowStart: number) => ({ PK: `RATE#${kind}#${client}`, SK: String(windowStart) }) satisfies ItemKey,
  /**
   * GSI1 partition of an unconfirmed upload slot, sorted by expiry: one of SLOT_SHARDS by its photo id. Every
   * slot is written there and deleted again, about 11 000 index writes a second on a peak Saturday, so one constant
   * key would be 11× over a partition's 1 000 (docs/capacity.md); 64 shards take ~175 a second each.
   */
  slotShard: (photoId: string) => `SLOT#${shardOf(photoId, SLOT_SHARDS)}`,
  /** Every slot shard, for the release job; with the key of slots written before sharding. */
  slotShards: (): string[] => [...Array.from({ length: SLOT_SHARDS }, (_, i) => `SLOT#${i}`), LEGACY_SLOT_PARTITION],
  /** GSI1 partition of running events (one of EVENT_INDEX_SHARDS by the code), sorted by end time. */
  runningShard: (code: string) => `${LEGACY_RUNNING_PARTITION}#${shardOf(code, EVENT_INDEX_SHARDS)}`,
  /** Every running-events shard, for the auto-end job; with the key of events started before sharding. */
  runningShards: (): string[] => shardsOf(LEGACY_RUNNING_PARTITION, LEGACY_RUNNING_PARTITION),
  /**
   * GSI1 partition of ended events whose package's buyer is still to be asked to choose prints (the prints-ask
   * outbox, sorted by when it is due). One partition: only print-bundle events pass through, for a minute or so.
   */
  printsAsk: 'PRINTS#ASK',
  /**
   * GSI1 partition of delivered raw archives whose archive-ready e-mail is still owed (the archive-mail outbox,
   * on the order's ARCHIVE item, sorted by when it is due). One partition: only a send that failed puts one there.
   */
  archiveMail: 'ARCHIVE#MAIL',
  /**
   * GSI1 partition of raw-archive builds waiting for their event's uploads to settle (the order's ARCHIVE-WAIT
   * item, sorted by when to look again): planned earlier, a photo confirmed after the plan would be left out. One
   * partition: an entry lives from a purchase at (or before) the end until the last slot is confirmed or released.
   */
  archiveWait: 'ARCHIVE#WAIT',
  /**
   * GSI1 partition of completed prints orders whose shipped e-mail is still owed (the shipped-mail outbox, on
   * the order's SHIPPED-MAIL item, sorted by when it is due). One partition: an entry lives from the completion
   * to its send, a second or so unless the provider is down.
   */
  shippedMail: 'SHIPPED#MAIL',
  /**
   * GSI1 partition of paid orders cancelled for a refund that Stripe has not answered with one yet (the refund
   * outbox, on the order's REFUND-DUE item, sorted by when it is due). One partition: an entry lives from the
   * cancel to Stripe's answer, a second or so unless Stripe is down or answered with its own error.
   */
  refundDue: 'REFUND#DUE',
  /** GSI2 partition of events whose photos fall due for deletion (retention; one of EVENT_INDEX_SHARDS), by that date. */
  photosDueShard: (code: string) => `${LEGACY_PHOTOS_DUE_PARTITION}#${shardOf(code, EVENT_INDEX_SHARDS)}`,
  /** Every photos-due shard, for the retention job; with the key of events created before sharding. */
  photosDueShards: (): string[] => shardsOf(LEGACY_PHOTOS_DUE_PARTITION, LEGACY_PHOTOS_DUE_PARTITION),
  /** GSI4 partition of all events, sorted by creation (`eventsListSK`): the staff events list. */
  eventsList: 'LIST#EVENTS',
  /**
   * The event's entry in the staff events list (GSI4), an item of its own: on the META item (as before) every
   * counter update — each photo, each join — rewrote the one constant GSI4 partition (the indexes project ALL),
   * ~6 000 WCU/s on a peak Saturday against 1 000 (docs/capacity.md). Written at create, never by counters.
   */
  eventListEntry: (code: string) => ({ PK: `EVENT#${code}`, SK: 'LIST' as const }) satisfies ItemKey,
  eventsListSK: (createdAt: string, code: string) => `${createdAt}#${code}`,
  /** The events' totals before write sharding (statsKeys.allEventTotals reads it with the shards; missing = 0). */
  eventTotals: { PK: 'STATS#events', SK: 'TOTALS' } as const satisfies ItemKey,
  connection: (connectionId: string) => ({ PK: `CONN#${connectionId}`, SK: 'CONN' as const }) satisfies ItemKey,
  /** GSI1 partition listing one event's open WebSocket connections. */
  eventConnections: (code: string) => `EVENT#${code}#CONN`,
  /** A used WebSocket connect ticket (single use: a conditional put; ttl just after the ticket expires). */
  socketTicket: (jti: string) => ({ PK: `TICKET#${jti}`, SK: 'TICKET' as const }) satisfies ItemKey,
  /** A live wall link of the event (DESIGN 16): its token works while this item exists; revoking deletes it. */
  wall: (code: string, wallId: string) => ({ PK: `EVENT#${code}`, SK: `WALL#${wallId}` }) satisfies ItemKey,
  wallPrefix: 'WALL#',
} as const;
