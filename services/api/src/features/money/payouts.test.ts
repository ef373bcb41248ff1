import type { FastifyInstance } from 'fastify';
import { login, useAdminTestApp } from '../../../test/helpers';
import { balance, call, data, expectLedgerConsistent, idOf, newMember } from './money.test-helpers';

let app: FastifyInstance;
let admin: string;

useAdminTestApp((started) => ({ app, admin } = started));

const bank = { bankName: 'Test Bank', bankAcountNumber: '123456789', bankSwiftCode: 'TESTUS33' };

describe('payment details', () => {
  it('performers and studios save all four kinds; GET /payment-information lists them; /performers/me shows them', async () => {
    const fiona = await login(app, 'performer', 'fiona');
    const kinds: Array<[string, object]> = [
      ['bank-transfer', bank],
      ['direct-deposit', { depositFirstName: 'Fiona', accountNumber: '111', routingNumber: '222', accountingEmail: 'f@x.io' }],
      ['paxum', { paxumName: 'Fiona', paxumEmail: 'fiona@paxum.test' }],
      ['bitpay', { bitpayName: 'Fiona', bitpayEmail: 'fiona@bitpay.test' }],
    ];
    for (const [path, body] of kinds) expect((await call(app, 'POST', `/performers/${path}/update`, fiona, body)).statusCode).toBe(200);
    const list = data(await call(app, 'GET', '/payment-information', fiona));
    expect(list.map((p: { type: string }) => p.type)).toEqual(['banking', 'bitpay', 'directDeposit', 'paxum']);
    const me = data(await call(app, 'GET', '/performers/me', fiona));
    expect(me.bankTransferOption).toMatchObject(bank);
    expect(me.paxum).toMatchObject({ paxumEmail: 'fiona@paxum.test' });

    const bad = await call(app, 'POST', '/performers/paxum/update', fiona, { paxumEmail: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0].property).toBe('paxumEmail');
    expect((await call(app, 'POST', '/performers/bank-transfer/update', fiona, { bankName: 'x' })).json().message[0].property).toBe(
      'bankAcountNumber',
    );

    const studio = await login(app, 'studio', 'studio');
    expect((await call(app, 'POST', '/studio/bitpay/update', studio, { bitpayEmail: 's@bitpay.test' })).statusCode).toBe(200);
    expect((await call(app, 'POST', '/payment-information', studio, { type: 'banking', ...bank })).statusCode).toBe(200);
    expect(data(await call(app, 'GET', '/payment-information?type=banking', studio))[0]).toMatchObject({
      type: 'banking',
      source: 'studio',
      details: bank,
    });
    expect((await call(app, 'POST', '/performers/paxum/update', studio, { paxumEmail: 'a@b.io' })).statusCode).toBe(403);
  });
});

describe('earnings and payouts', () => {
  it('a performer sees earnings and stats, asks for a payout, edits it while pending, and an admin pays it', async () => {
    const fiona = await idOf(app, 'performer', 'fiona');
    const token = await login(app, 'performer', 'fiona');
    await call(app, 'POST', '/performers/bank-transfer/update', token, bank);
    const m = await newMember(app, 1000);
    for (const amount of [100, 200]) await call(app, 'POST', `/member/send-tip-token/${fiona}`, m.token, { token: amount });
    const stats = data(await call(app, 'GET', '/earning/performer/stats', token));
    expect(stats).toEqual({ totalPrice: 240, paidPrice: 0, remainingPrice: 240 });
    const today = new Date().toISOString().slice(0, 10);
    expect(data(await call(app, 'GET', `/earning/performer/payout?fromDate=${today}&toDate=${today}`, token))).toEqual({
      totalEarning: 2,
      totalPrice: 240,
      paidPrice: 0,
      remainingPrice: 240,
    });
    expect(data(await call(app, 'GET', '/earning/performer/stats?fromDate=2000-01-01&toDate=2000-01-02', token))).toEqual({
      totalPrice: 0,
      paidPrice: 0,
      remainingPrice: 0,
    });
    const list = data(await call(app, 'GET', '/earning/performer/search?limit=1', token));
    expect(list.total).toBe(2);
    expect(list.data[0]).toMatchObject({ performerId: fiona, grossPrice: 200, netPrice: 160, commission: 40, type: 'tip', userInfo: { _id: m.id } });

    const created = await call(app, 'POST', '/payout-requests/performer', token, {
      paymentAccountType: 'banking',
      fromDate: today,
      toDate: today,
      requestNote: 'please',
    });
    expect(created.statusCode).toBe(200);
    const request = data(created);
    expect(request).toMatchObject({
      source: 'performer',
      sourceId: fiona,
      performerId: fiona,
      studioId: null,
      paymentAccountType: 'banking',
      paymentAccountInfo: bank,
      status: 'pending',
      tokenMustPay: 240,
      requestNote: 'please',
      fromDate: today,
      toDate: today,
    });
    expect(data(await call(app, 'GET', '/earning/performer/stats', token)).remainingPrice).toBe(0);
    // nothing left to ask for
    expect((await call(app, 'POST', '/payout-requests/performer', token, { paymentAccountType: 'banking', tokenMustPay: 1 })).json().message).toMatch(
      /more than your available balance \(\d+ tokens\)/,
    );
    const edited = await call(app, 'PUT', `/payout-requests/performer/${request._id}`, token, { tokenMustPay: 200, requestNote: 'edited' });
    expect(data(edited)).toMatchObject({ tokenMustPay: 200, requestNote: 'edited' });
    expect(data(await call(app, 'GET', `/payout-requests/performer/${request._id}/view`, token))._id).toBe(request._id);
    expect(data(await call(app, 'GET', '/payout-requests/performer/search', token)).total).toBe(1);

    const before = await balance(app, 'performer', fiona);
    expect((await call(app, 'POST', `/admin/payout-requests/${request._id}/settle`, token, { status: 'done' })).statusCode).toBe(403);
    const paid = await call(app, 'POST', `/admin/payout-requests/${request._id}/settle`, admin, { status: 'done', adminNote: 'sent' });
    expect(data(paid)).toMatchObject({ status: 'done', adminNote: 'sent' });
    expect(await balance(app, 'performer', fiona)).toBe(before - 200);
    expect(data(await call(app, 'GET', '/earning/performer/stats', token))).toEqual({ totalPrice: 240, paidPrice: 240, remainingPrice: 0 });
    const edit = await call(app, 'PUT', `/payout-requests/performer/${request._id}`, token, { requestNote: 'late' });
    expect(edit.json().message).toBe('A payout request can only be edited while pending (it is done)');
    await expectLedgerConsistent(app);
  });

  it("a studio approves or rejects its member's request; the admin pays only approved ones", async () => {
    const elena = await idOf(app, 'performer', 'elena'); // studio member
    const token = await login(app, 'performer', 'elena');
    const studioToken = await login(app, 'studio', 'studio');
    await call(app, 'POST', '/performers/paxum/update', token, { paxumEmail: 'elena@paxum.test' });
    const m = await newMember(app, 500);
    await call(app, 'POST', `/member/send-tip-token/${elena}`, m.token, { token: 300 });
    const first = data(await call(app, 'POST', '/payout-requests/performer', token, { paymentAccountType: 'paxum', tokenMustPay: 50 }));
    expect(first.studioId).not.toBeNull();
    const listed = data(await call(app, 'GET', '/payout-requests/studio/performer-request', studioToken));
    expect(listed.data.map((r: { _id: string }) => r._id)).toContain(first._id);
    // who asked comes with the request: the studio's screen names her without looking her up
    expect(listed.data.find((r: { _id: string }) => r._id === first._id).performerInfo).toMatchObject({ _id: elena, username: 'elena' });
    expect(data(await call(app, 'GET', `/payout-requests/studio/${first._id}/view`, studioToken))._id).toBe(first._id);
    expect((await call(app, 'POST', `/admin/payout-requests/${first._id}/settle`, admin, { status: 'done' })).json().message).toBe(
      "The performer's studio has not approved this payout request yet",
    );
    const rejected = await call(app, 'PUT', `/payout-requests/studio/update/${first._id}`, studioToken, { status: 'rejected', adminNote: 'not now' });
    expect(data(rejected)).toMatchObject({ status: 'rejected', studioNote: 'not now' });
    const second = data(await call(app, 'POST', '/payout-requests/performer', token, { paymentAccountType: 'paxum', tokenMustPay: 60 }));
    expect(data(await call(app, 'PUT', `/payout-requests/studio/update/${second._id}`, studioToken, { status: 'approved' })).status).toBe('approved');
    const before = await balance(app, 'performer', elena);
    expect(data(await call(app, 'POST', `/admin/payout-requests/${second._id}/settle`, admin, { status: 'done' })).status).toBe('done');
    expect(await balance(app, 'performer', elena)).toBe(before - 60);
    // a studio's own payout request
    await call(app, 'POST', '/studio/bitpay/update', studioToken, { bitpayEmail: 's@bitpay.test' });
    const own = await call(app, 'POST', '/payout-requests/studio', studioToken, { paymentAccountType: 'bitpay', tokenMustPay: 1 });
    expect(data(own)).toMatchObject({ source: 'studio', status: 'pending', tokenMustPay: 1 });
    expect(data(await call(app, 'GET', '/payout-requests/studio/search', studioToken)).total).toBe(1);
    expect(data(await call(app, 'GET', '/earning/studio/stats', studioToken)).totalPrice).toBeGreaterThan(0);
    await expectLedgerConsistent(app);
  });

  it('payout requests accept an Idempotency-Key', async () => {
    const fiona = await idOf(app, 'performer', 'fiona');
    const token = await login(app, 'performer', 'fiona');
    const m = await newMember(app, 100);
    await call(app, 'POST', `/member/send-tip-token/${fiona}`, m.token, { token: 100 });
    const headers = { 'idempotency-key': 'payout-1' };
    const a = await call(app, 'POST', '/payout-requests/performer', token, { paymentAccountType: 'banking', tokenMustPay: 10 }, headers);
    const b = await call(app, 'POST', '/payout-requests/performer', token, { paymentAccountType: 'banking', tokenMustPay: 10 }, headers);
    expect(data(b)._id).toBe(data(a)._id);
    expect(data(await call(app, 'GET', '/payout-requests/performer/search?status=pending', token)).total).toBe(1);
  });
});
