-- A recharge record's remark may be corrected (spec 002 §7 PUT contractRechargeRecord); nothing
-- else about a ledger entry may change (migration 0012 revoked UPDATE on the table).
GRANT UPDATE (remark) ON contract_ledger TO atrium_app;
