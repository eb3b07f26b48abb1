/**
 * @generated SignedSource<<436b6937395928a41b2bb8954e4ac21e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentSide = "Payee" | "Payer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServedNoticeCard_claim$data = {
  readonly servedSuspensionNotice: {
    readonly noticeDate: any;
    readonly payByWords: string;
    readonly pdfUrl: string;
    readonly section: string;
    readonly servedOn: any;
    readonly servedWords: string;
    readonly stillUnpaid: boolean;
    readonly suspendFromWords: string;
    readonly suspensions: ReadonlyArray<{
      readonly resumedOn: any | null | undefined;
      readonly suspendedOn: any;
      readonly words: string;
    }>;
    readonly title: string;
    readonly unpaid: any;
    readonly whatToDo: string | null | undefined;
  } | null | undefined;
  readonly viewerCanRecordPayment: boolean;
  readonly viewerPaymentSide: PaymentSide | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDialog_claim">;
  readonly " $fragmentType": "ServedNoticeCard_claim";
};
export type ServedNoticeCard_claim$key = {
  readonly " $data"?: ServedNoticeCard_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServedNoticeCard_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServedNoticeCard_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerPaymentSide",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanRecordPayment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServedSuspensionNotice",
      "kind": "LinkedField",
      "name": "servedSuspensionNotice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "section",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noticeDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "servedOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "servedWords",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unpaid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payByWords",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suspendFromWords",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stillUnpaid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "whatToDo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ServedSuspensionDays",
          "kind": "LinkedField",
          "name": "suspensions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "suspendedOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "resumedOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "words",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentDialog_claim"
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "01aa5a469e24da668c810b29fdb9c2a4";

export default node;
