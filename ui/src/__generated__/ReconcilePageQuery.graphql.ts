/**
 * @generated SignedSource<<aab49f0dcf27365e98a7c9291c6e1754>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReconcilePageQuery$variables = Record<PropertyKey, never>;
export type ReconcilePageQuery$data = {
  readonly retentionReconciliation: {
    readonly accountLabel: string | null | undefined;
    readonly balanceOn: any | null | undefined;
    readonly bankBalance: any | null | undefined;
    readonly bankFees: any;
    readonly difference: any;
    readonly flagged: number;
    readonly formats: ReadonlyArray<{
      readonly key: string;
      readonly name: string;
    }>;
    readonly hasTrustAccount: boolean;
    readonly imports: ReadonlyArray<{
      readonly closingBalance: any;
      readonly fileName: string;
      readonly formatName: string;
      readonly id: string;
      readonly importedAt: any;
      readonly lineCount: number;
      readonly newLines: number;
    }>;
    readonly interest: any;
    readonly ledgersTotal: any;
    readonly lines: ReadonlyArray<{
      readonly amount: any;
      readonly balance: any | null | undefined;
      readonly date: any;
      readonly description: string;
      readonly entry: {
        readonly kindLabel: string;
        readonly number: number;
        readonly payeeName: string;
        readonly siteName: string;
      } | null | undefined;
      readonly flag: string | null | undefined;
      readonly id: string;
      readonly note: string;
      readonly reference: string;
      readonly status: string;
      readonly statusLabel: string;
    }>;
    readonly openEntries: ReadonlyArray<{
      readonly amount: any;
      readonly bankRef: string;
      readonly date: any;
      readonly id: string;
      readonly kindLabel: string;
      readonly number: number;
      readonly payeeName: string;
      readonly siteName: string;
    }>;
    readonly other: any;
    readonly problem: string | null | undefined;
    readonly unallocatedDeposits: any;
    readonly unallocatedWithdrawals: any;
  } | null | undefined;
};
export type ReconcilePageQuery = {
  response: ReconcilePageQuery$data;
  variables: ReconcilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasTrustAccount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountLabel",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bankBalance",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceOn",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ledgersTotal",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "interest",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bankFees",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "other",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unallocatedDeposits",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unallocatedWithdrawals",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "difference",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "problem",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "flagged",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reference",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "flag",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kindLabel",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payeeName",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "RetentionBankEntry",
  "kind": "LinkedField",
  "name": "openEntries",
  "plural": true,
  "selections": [
    (v13/*:: as any*/),
    (v23/*:: as any*/),
    (v24/*:: as any*/),
    (v15/*:: as any*/),
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankRef",
      "storageKey": null
    },
    (v25/*:: as any*/),
    (v26/*:: as any*/)
  ],
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "concreteType": "RetentionBankImport",
  "kind": "LinkedField",
  "name": "imports",
  "plural": true,
  "selections": [
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formatName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lineCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newLines",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closingBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "importedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "BankStatementFormat",
  "kind": "LinkedField",
  "name": "formats",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconcilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionReconciliation",
        "kind": "LinkedField",
        "name": "retentionReconciliation",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBankLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RetentionBankEntry",
                "kind": "LinkedField",
                "name": "entry",
                "plural": false,
                "selections": [
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReconcilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionReconciliation",
        "kind": "LinkedField",
        "name": "retentionReconciliation",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBankLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RetentionBankEntry",
                "kind": "LinkedField",
                "name": "entry",
                "plural": false,
                "selections": [
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8d7b439ba98f43e67e6e413b8bc8489a",
    "id": null,
    "metadata": {},
    "name": "ReconcilePageQuery",
    "operationKind": "query",
    "text": "query ReconcilePageQuery {\n  retentionReconciliation {\n    hasTrustAccount\n    accountLabel\n    bankBalance\n    balanceOn\n    ledgersTotal\n    interest\n    bankFees\n    other\n    unallocatedDeposits\n    unallocatedWithdrawals\n    difference\n    problem\n    flagged\n    lines {\n      id\n      date\n      amount\n      reference\n      description\n      balance\n      status\n      statusLabel\n      note\n      flag\n      entry {\n        number\n        kindLabel\n        siteName\n        payeeName\n        id\n      }\n    }\n    openEntries {\n      id\n      number\n      kindLabel\n      amount\n      date\n      bankRef\n      siteName\n      payeeName\n    }\n    imports {\n      id\n      fileName\n      formatName\n      lineCount\n      newLines\n      closingBalance\n      importedAt\n    }\n    formats {\n      key\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "150fe8f5be95d5ac9db07e72bbf60f6a";

export default node;
