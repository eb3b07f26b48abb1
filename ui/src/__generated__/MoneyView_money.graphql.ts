/**
 * @generated SignedSource<<fc108154bb081ec595f749d5540f471d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyView_money$data = {
  readonly csv: string;
  readonly csvFileName: string;
  readonly hasMoneyIn: boolean;
  readonly hasMoneyOut: boolean;
  readonly isHeadContractor: boolean;
  readonly months: ReadonlyArray<{
    readonly label: string;
    readonly moneyIn: {
      readonly claimed: any;
      readonly outstanding: any;
      readonly paid: any;
      readonly payable: any;
      readonly retentionWithheld: any;
      readonly scheduled: any;
    };
    readonly moneyOut: {
      readonly claimed: any;
      readonly outstanding: any;
      readonly paid: any;
      readonly payable: any;
      readonly retentionWithheld: any;
      readonly scheduled: any;
    };
    readonly period: string;
  }>;
  readonly notLegalAdvice: string;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyRetention_money" | "MoneyTable_money">;
  readonly " $fragmentType": "MoneyView_money";
};
export type MoneyView_money$key = {
  readonly " $data"?: MoneyView_money$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyView_money">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "claimed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "scheduled",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "payable",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "paid",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "outstanding",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "retentionWithheld",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoneyView_money",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasMoneyIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasMoneyOut",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isHeadContractor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "csv",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "csvFileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notLegalAdvice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MoneyMonth",
      "kind": "LinkedField",
      "name": "months",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "period",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneySide",
          "kind": "LinkedField",
          "name": "moneyIn",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneySide",
          "kind": "LinkedField",
          "name": "moneyOut",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MoneyTable_money"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MoneyRetention_money"
    }
  ],
  "type": "Money",
  "abstractKey": null
};
})();

(node as any).hash = "adcba84ef028da653a035c845e977d40";

export default node;
