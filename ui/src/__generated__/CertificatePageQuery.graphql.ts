/**
 * @generated SignedSource<<7b2d693a18c7d9718688468910133104>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CertificatePageQuery$variables = Record<PropertyKey, never>;
export type CertificatePageQuery$data = {
  readonly retentionCertificates: {
    readonly certificates: ReadonlyArray<{
      readonly asOf: any;
      readonly checks: ReadonlyArray<{
        readonly evidence: ReadonlyArray<{
          readonly label: string;
          readonly value: string;
        }>;
        readonly explainedBy: string | null | undefined;
        readonly explanation: string | null | undefined;
        readonly number: number;
        readonly passed: boolean;
        readonly refusal: string | null | undefined;
        readonly result: string;
        readonly title: string;
      }>;
      readonly id: string;
      readonly pdfUrl: string | null | undefined;
      readonly preparedAt: any;
      readonly preparedBy: string;
      readonly quarterEnd: any;
      readonly quarterStart: any;
      readonly sha256: string | null | undefined;
      readonly signable: boolean;
      readonly signedAt: any | null | undefined;
      readonly signedBy: string | null | undefined;
    }>;
    readonly currentQuarterEnd: any;
    readonly lastQuarterEnd: any;
  } | null | undefined;
};
export type CertificatePageQuery = {
  response: CertificatePageQuery$data;
  variables: CertificatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RetentionCertificates",
    "kind": "LinkedField",
    "name": "retentionCertificates",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currentQuarterEnd",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastQuarterEnd",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionCertificate",
        "kind": "LinkedField",
        "name": "certificates",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quarterStart",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quarterEnd",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "asOf",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "preparedBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "preparedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signedBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sha256",
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
            "concreteType": "RetentionCertificateCheck",
            "kind": "LinkedField",
            "name": "checks",
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
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "passed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "result",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refusal",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "explanation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "explainedBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RetentionCertificateEvidence",
                "kind": "LinkedField",
                "name": "evidence",
                "plural": true,
                "selections": [
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
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CertificatePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CertificatePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "637555e93cedd5e4d4238e01734493d7",
    "id": null,
    "metadata": {},
    "name": "CertificatePageQuery",
    "operationKind": "query",
    "text": "query CertificatePageQuery {\n  retentionCertificates {\n    currentQuarterEnd\n    lastQuarterEnd\n    certificates {\n      id\n      quarterStart\n      quarterEnd\n      asOf\n      signable\n      preparedBy\n      preparedAt\n      signedBy\n      signedAt\n      sha256\n      pdfUrl\n      checks {\n        number\n        title\n        passed\n        result\n        refusal\n        explanation\n        explainedBy\n        evidence {\n          label\n          value\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0beb9cd04abfc19d693d1459c68cce0";

export default node;
