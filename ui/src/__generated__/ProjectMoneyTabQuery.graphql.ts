/**
 * @generated SignedSource<<9db69912342b64e7976828b4c1d47476>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectMoneyTabQuery$variables = {
  id: string;
};
export type ProjectMoneyTabQuery$data = {
  readonly projectMoney: {
    readonly " $fragmentSpreads": FragmentRefs<"MoneyView_money">;
  } | null | undefined;
};
export type ProjectMoneyTabQuery = {
  response: ProjectMoneyTabQuery$data;
  variables: ProjectMoneyTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "contractId",
    "variableName": "id"
  }
],
v2 = [
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
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "MoneySide",
  "kind": "LinkedField",
  "name": "moneyIn",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "MoneySide",
  "kind": "LinkedField",
  "name": "moneyOut",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectMoneyTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "projectMoney",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MoneyView_money"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProjectMoneyTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "projectMoney",
        "plural": false,
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
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MoneyMonth",
            "kind": "LinkedField",
            "name": "totals",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MoneyRetention",
            "kind": "LinkedField",
            "name": "retention",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "heldFromUs",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weHold",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trustNote",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c11917a1e3cbc705de4ea8eecec34edd",
    "id": null,
    "metadata": {},
    "name": "ProjectMoneyTabQuery",
    "operationKind": "query",
    "text": "query ProjectMoneyTabQuery(\n  $id: ID!\n) {\n  projectMoney(contractId: $id) {\n    ...MoneyView_money\n  }\n}\n\nfragment MoneyRetention_money on Money {\n  retention {\n    heldFromUs\n    weHold\n    trustNote\n  }\n}\n\nfragment MoneyTable_money on Money {\n  hasMoneyIn\n  hasMoneyOut\n  months {\n    period\n    label\n    moneyIn {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n    moneyOut {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n  }\n  totals {\n    moneyIn {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n    moneyOut {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n  }\n}\n\nfragment MoneyView_money on Money {\n  hasMoneyIn\n  hasMoneyOut\n  isHeadContractor\n  csv\n  csvFileName\n  notLegalAdvice\n  months {\n    period\n    label\n    moneyIn {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n    moneyOut {\n      claimed\n      scheduled\n      payable\n      paid\n      outstanding\n      retentionWithheld\n    }\n  }\n  ...MoneyTable_money\n  ...MoneyRetention_money\n}\n"
  }
};
})();

(node as any).hash = "bbadfba3e7cfe5f08df909622a712609";

export default node;
