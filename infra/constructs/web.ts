import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { API_REQUEST_FUNCTION, PHOTO_READ_FUNCTION, PHOTO_READ_PATH, siteRequestFunction, wsToStage } from '../edge-functions.js';
import { HSTS_MAX_AGE_SECONDS, securityHeaders } from '../security-headers.js';
import { GEO_CACHE_SECONDS } from '../../shared/api/endpoints/geo.js';
import { ROUTE_LINKS_FILE } from '../../tools/vite/route-preload.js';

/** The header CloudFront writes with the viewer's country (ISO 3166-1 alpha-2), the /api/geo cache key. */
export const GEO_COUNTRY_HEADER = 'CloudFront-Viewer-Country';

/**
 * Files of the installable app that must never be served stale (web/pwa/): the service worker decides which
 * version of the app a phone runs, and the manifest names its icons. Browsers and CloudFront revalidate them
 * on every request; everything else with a stable name gets no-cache from its deployment.
 */
export const SERVICE_WORKER_PATHS = ['/sw.js', '/manifest.webmanifest'] as const;

export interface WebProps {
  /** Host name of the HTTP API (served under /api/*). */
  apiDomainName: string;
  /** The WebSocket API: its host and stage (served same-origin at /ws) and wss:// origin (CSP). */
  webSocket: { domainName: string; stageName: string; origin: string };
  accessLogs: s3.IBucket;
  /** The private photo bucket, read on the site's origin under /p/* with the presigned query (PHOTO_READ_PATH). */
  photoBucket: s3.IBucket;
  /** Folder of the built SPA; deployed only if it exists (`npm run build` first). */
  webDistPath?: string;
  /** Custom domain; its certificate must be in us-east-1 (CloudFront). */
  domain?: { name: string; certificateArn: string };
  /**
   * Sent by CloudFront to the HTTP API on every /api/* request (origin custom header): the API trusts
   * the viewer address header (written by our /api/* function) only next to it. A deploy-time reference (Secrets Manager), never a literal.
   */
  originVerify: { header: string; value: string };
}

/** Private web bucket + CloudFront in front of it and of the HTTP API, with the site's security headers. */
export class Web extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** https://{custom domain or distribution domain} */
  readonly siteOrigin: string;
  readonly deployed: boolean;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web/',
    });

    // Photos are read on the site's own origin (/p/* below: 'self'); only uploads (presigned PUT) go to the
    // bucket directly. Cycle breaker: CSP names the photo bucket by a regional wildcard, not by its bucket
    // domain. The photo bucket's CORS names this distribution's domain, so a reference back from the headers
    // policy to the bucket would make distribution → policy → bucket → distribution. Presigned URLs use the
    // regional virtual-host form https://{bucket}.s3.{region}.amazonaws.com, which this wildcard matches.
    const photoOrigin = `https://*.s3.${stack.region}.${stack.urlSuffix}`;
    // The app's socket is same-origin (/ws), but older iOS Safari does not count wss: as 'self': name the
    // site's own wss origin — the custom domain when there is one, else CloudFront's domains (the
    // distribution cannot name its own domain here without a cycle).
    const siteWss = props.domain ? `wss://${props.domain.name}` : 'wss://*.cloudfront.net';
    const headers = securityHeaders({ img: [], connect: [photoOrigin, siteWss, props.webSocket.origin] });
    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Candid security headers (infra/security-headers.ts)',
      ...toCloudFront(headers),
    });

    // The same headers plus an explicit `Cache-Control: no-cache`, whatever the object's metadata says.
    const revalidatedHeaders = new cloudfront.ResponseHeadersPolicy(this, 'RevalidatedSecurityHeaders', {
      comment: 'Candid security headers + no-cache (sw.js, manifest)',
      ...toCloudFront({ ...headers, 'cache-control': 'no-cache' }),
    });

    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      code: cloudfront.FunctionCode.fromInline(siteRequestFunction(props.domain?.name.toLowerCase())),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: props.domain
        ? 'Candid: other hosts -> the custom domain (path and query kept); SPA fallback'
        : 'Candid SPA fallback: extension-less paths -> /index.html',
    });

    const apiViewer = new cloudfront.Function(this, 'ApiViewerAddress', {
      code: cloudfront.FunctionCode.fromInline(API_REQUEST_FUNCTION),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Candid /api/*: the viewer address from the edge, never from the viewer',
    });

    const wsPath = new cloudfront.Function(this, 'WebSocketPath', {
      code: cloudfront.FunctionCode.fromInline(wsToStage(props.webSocket.stageName)),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Candid /ws -> WebSocket API stage',
    });

    const photoPath = new cloudfront.Function(this, 'PhotoReadPath', {
      code: cloudfront.FunctionCode.fromInline(PHOTO_READ_FUNCTION),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: `Candid ${PHOTO_READ_PATH}/* -> the photo bucket's object path`,
    });
    // The presigned query is the credential: all of it reaches S3, nothing else of the viewer's. Not Host:
    // CloudFront then sends the origin's own domain, the regional bucket host the functions signed for.
    const photoReadPolicy = new cloudfront.OriginRequestPolicy(this, 'PhotoReadRequestPolicy', {
      comment: 'Candid photo reads: the presigned query string only',
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });

    const certificate = props.domain
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn)
      : undefined;

    const apiOrigin = new origins.HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: { [props.originVerify.header]: props.originVerify.value },
    });
    // GET /api/geo (DESIGN section 13, "CloudFront geo"): AllViewerExceptHostHeader does not forward
    // CloudFront-Viewer-Country, so the geo route keys its cache on that header alone — which also forwards
    // it — for the spec's 1 h. Minimum = default = maximum TTL: CloudFront keeps the answer for the hour even
    // though it tells browsers `private` (a country's viewers share one answer and its geo token, which says
    // only the country; another country never gets it).
    const geoCachePolicy = new cloudfront.CachePolicy(this, 'GeoCachePolicy', {
      comment: 'Candid /api/geo: one answer per viewer country for 1 h',
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(GEO_COUNTRY_HEADER),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      minTtl: Duration.seconds(GEO_CACHE_SECONDS),
      defaultTtl: Duration.seconds(GEO_CACHE_SECONDS),
      maxTtl: Duration.seconds(GEO_CACHE_SECONDS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const siteBucket = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    // A client-side route whose first paint starts from a chunk of its own (/gallery): index.html at that path
    // carries a `Link` header preloading it (the build's route-links.json, tools/vite/route-preload.ts), so it
    // downloads beside the boot script. Same origin, cache and fallback as every page; only the headers differ.
    const routeBehaviors: Record<string, cloudfront.BehaviorOptions> = Object.fromEntries(
      Object.entries(routeLinks(props.webDistPath)).map(([route, link], i) => [
        route,
        {
          origin: siteBucket,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: new cloudfront.ResponseHeadersPolicy(this, `RouteHeaders${i}`, {
            comment: `Candid security headers + the preloads of ${route}`,
            ...toCloudFront({ ...headers, link }),
          }),
          functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      ]),
    );
    // sw.js and the manifest: never cached at the edge either (a deploy does not invalidate the distribution).
    const serviceWorkerBehavior: cloudfront.BehaviorOptions = {
      origin: siteBucket,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy: revalidatedHeaders,
      functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Candid',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(props.domain && certificate
        ? {
            domainNames: [props.domain.name],
            certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteBucket,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...Object.fromEntries(SERVICE_WORKER_PATHS.map((path) => [path, serviceWorkerBehavior])),
        ...routeBehaviors,
        // Before /api/*: CloudFront matches behaviours in order.
        '/api/geo': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: geoCachePolicy,
          // No origin request policy: only the cache key's header (the country CloudFront itself determined) and
          // the origin secret reach the API — not Host (API Gateway would answer 403), nothing the viewer chose.
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
        '/api/*': {
          origin: apiOrigin,
          functionAssociations: [{ function: apiViewer, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
          // An API call must never be answered by a redirect (a POST would turn into a GET).
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // API Gateway routes on its own Host header; everything else (auth header, query) is forwarded.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
        // Photo reads (`/p/<presigned path>?<its query>`): S3 checks the SigV4 presign itself, so the origin has no
        // OAC (it would re-sign the request with CloudFront's identity) and the bucket stays private: a request
        // without a valid presign gets S3's 403. Never cached at the edge: the key would outlive the presign.
        [`${PHOTO_READ_PATH}/*`]: {
          origin: origins.S3BucketOrigin.withBucketDefaults(props.photoBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: photoReadPolicy,
          responseHeadersPolicy: this.responseHeadersPolicy,
          functionAssociations: [{ function: photoPath, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        '/ws': {
          origin: new origins.HttpOrigin(props.webSocket.domainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Forwards Sec-WebSocket-* headers and the query string (event, ticket) the handshake needs.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: [{ function: wsPath, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.siteOrigin = props.domain
      ? `https://${props.domain.name}`
      : `https://${this.distribution.distributionDomainName}`;

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Events happen anywhere (weddings abroad); guests join from any country. No geo restriction by product decision.',
      },
      {
        id: 'AwsSolutions-CFR7',
        reason:
          'The /p/* photo origin has no OAC on purpose: S3 itself checks the presigned SigV4 query the functions issued (with OAC CloudFront would sign with its own identity, which the bucket would then have to admit for any /p/ path). The bucket stays private (BlockPublicAccess, no grant to CloudFront): without a valid presign S3 answers 403. The web bucket origin uses OAC.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF (fixed monthly cost per web ACL): abuse is limited by API Gateway stage/route throttling and by rate-limit counter items for sign-ins and joins (DESIGN section 6). Add a web ACL via webAclId when traffic warrants it.',
      },
      ...(props.domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes. Deploy with -c domainName=<host> -c certificateArn=<us-east-1 ACM certificate ARN> to enforce TLSv1.2_2021.',
            },
          ]),
    ]);

    this.deployed = props.webDistPath !== undefined && existsSync(props.webDistPath);
    if (this.deployed && props.webDistPath) {
      const site = s3deploy.Source.asset(props.webDistPath);
      // Vite's content-hashed output (assets/): cached for a year and never pruned, because tabs still
      // running the previous index.html load their chunks from here.
      const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
        sources: [site],
        destinationBucket: this.bucket,
        exclude: ['*'],
        include: ['assets/*'],
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false,
        memoryLimit: 512,
      });
      // Everything with a stable name (index.html, public/ files): always revalidated, and deployed after
      // the assets it references.
      const entry = new s3deploy.BucketDeployment(this, 'DeployEntry', {
        sources: [site],
        destinationBucket: this.bucket,
        exclude: ['assets/*'],
        cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
        prune: false,
        memoryLimit: 512,
      });
      entry.node.addDependency(assets);
      this.suppressBucketDeploymentFindings();
    } else {
      Annotations.of(this).addInfo(
        `web/dist not found (${props.webDistPath ?? 'no path'}): the SPA is not deployed by this synth. Run \`npm run build\` first (npm run deploy does).`,
      );
    }
  }

  /** The CDK-provided deployment Lambda (a stack-level singleton) is not ours to shape; say why its findings are accepted. */
  private suppressBucketDeploymentFindings(): void {
    const stack = Stack.of(this);
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      NagSuppressions.addResourceSuppressions(
        child,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason: 'CDK BucketDeployment handler (aws-cdk-lib internal) uses AWSLambdaBasicExecutionRole for its logs.',
          },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'CDK BucketDeployment handler copies the web build from the CDK asset bucket into the web bucket: it needs object wildcards on both, generated by aws-cdk-lib.',
          },
          {
            id: 'AwsSolutions-L1',
            reason: 'CDK BucketDeployment handler runtime is pinned by aws-cdk-lib, not by this app; it runs only during deploys.',
          },
        ],
        true,
      );
    }
  }
}

/** The build's per-route Link headers (none when the web app is not built: nothing is deployed then either). */
function routeLinks(webDistPath: string | undefined): Record<string, string> {
  const file = webDistPath && join(webDistPath, ROUTE_LINKS_FILE);
  if (!file || !existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Maps infra/security-headers.ts onto CloudFront's typed security headers; the rest become custom headers. */
function toCloudFront(
  headers: Record<string, string>,
): Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const security: {
    -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: cloudfront.ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: /includesubdomains/i.test(value),
          preload: /preload/i.test(value),
          override: true,
        };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`unsupported x-content-type-options: ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options': {
        const frameOption = Object.values(cloudfront.HeadersFrameOption).find((v) => v === value);
        if (!frameOption) throw new Error(`unsupported x-frame-options: ${value}`);
        security.frameOptions = { frameOption, override: true };
        break;
      }
      case 'referrer-policy': {
        const referrerPolicy = Object.values(cloudfront.HeadersReferrerPolicy).find((v) => v === value);
        if (!referrerPolicy) throw new Error(`unsupported referrer-policy: ${value}`);
        security.referrerPolicy = { referrerPolicy, override: true };
        break;
      }
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    ...(custom.length > 0 ? { customHeadersBehavior: { customHeaders: custom } } : {}),
  };
}
