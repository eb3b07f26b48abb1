/**
 * @generated SignedSource<<ba6e90950da7d296a20f022cd016b56f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DefectNoticeDialogQuery$variables = {
  contractId: string;
};
export type DefectNoticeDialogQuery$data = {
  readonly retentionDefects: {
    readonly clause: string;
    readonly manners: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
    readonly noClause: string | null | undefined;
    readonly notices: ReadonlyArray<{
      readonly amount: any;
      readonly copies: ReadonlyArray<{
        readonly email: string;
        readonly sha256: string | null | undefined;
      }>;
      readonly defect: string;
      readonly emailServiceAgreed: boolean;
      readonly evidence: ReadonlyArray<{
        readonly filename: string;
        readonly sha256: string | null | undefined;
      }>;
      readonly howToServe: string;
      readonly left: any;
      readonly noticeDate: any;
      readonly number: number;
      readonly payeeAddress: string;
      readonly pdfViewUrl: string;
      readonly rulesNote: string;
      readonly served: boolean;
      readonly servedWords: string | null | undefined;
      readonly useFromWords: string;
      readonly used: any;
    }>;
    readonly payeeAddress: string;
    readonly rule: string;
    readonly viewerCanRecord: boolean;
  } | null | undefined;
};
export type DefectNoticeDialogQuery = {
  response: DefectNoticeDialogQuery$data;
  variables: DefectNoticeDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contractId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payeeAddress",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sha256",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contractId",
        "variableName": "contractId"
      }
    ],
    "concreteType": "RetentionDefects",
    "kind": "LinkedField",
    "name": "retentionDefects",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rule",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clause",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "noClause",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanRecord",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionServiceManner",
        "kind": "LinkedField",
        "name": "manners",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionDefectNotice",
        "kind": "LinkedField",
        "name": "notices",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
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
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "used",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "left",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defect",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionDefectEvidence",
            "kind": "LinkedField",
            "name": "evidence",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "filename",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "useFromWords",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "served",
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
            "name": "emailServiceAgreed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "howToServe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pdfViewUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionDefectNoticeCopy",
            "kind": "LinkedField",
            "name": "copies",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rulesNote",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DefectNoticeDialogQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefectNoticeDialogQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d00476a983790d0cd8bb2823847ac3ac",
    "id": null,
    "metadata": {},
    "name": "DefectNoticeDialogQuery",
    "operationKind": "query",
    "text": "query DefectNoticeDialogQuery(\n  $contractId: ID!\n) {\n  retentionDefects(contractId: $contractId) {\n    rule\n    clause\n    noClause\n    viewerCanRecord\n    payeeAddress\n    manners {\n      value\n      label\n    }\n    notices {\n      number\n      noticeDate\n      amount\n      used\n      left\n      defect\n      payeeAddress\n      evidence {\n        filename\n        sha256\n      }\n      useFromWords\n      served\n      servedWords\n      emailServiceAgreed\n      howToServe\n      pdfViewUrl\n      copies {\n        email\n        sha256\n      }\n      rulesNote\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d842eb19ecc3d26279a6d036271396af";

export default node;
