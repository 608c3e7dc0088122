/**
 * Which URLs a webhook may call. An operator lists the hosts (WEBHOOK_ALLOWED_HOSTS: exact names or
 * `*.example.com`); besides, the address a name resolves to must be a public one: loopback, private,
 * link-local (cloud metadata at 169.254.169.254), shared, multicast and reserved ranges are refused
 * unless the operator allows that network explicitly (WEBHOOK_ALLOWED_NETWORKS, CIDRs, e.g. an
 * office receiver at 10.0.4.0/24).
 *
 * The address is checked where it is used: `lookup` is handed to the HTTP request, so the
 * connection goes to the very address that was checked. Checking the name at submission and
 * letting the request resolve it again would let a DNS answer that changes in between (DNS
 * rebinding) reach an internal service.
 *
 * Ranges are matched with node:net's BlockList (Node's own CIDR matcher): no dependency needed.
 */
import dns from 'node:dns';
import net from 'node:net';
import { ApiError } from '@wcab/contract';

/** Ranges no webhook reaches unless allowed (RFC 6890 special-purpose registries, the ones that matter). */
const SPECIAL_V4 = [
  '0.0.0.0/8', // this network
  '10.0.0.0/8', // private
  '100.64.0.0/10', // shared (carrier-grade NAT)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, cloud metadata
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
];
const SPECIAL_V6 = [
  '::/128', // unspecified
  '::1/128', // loopback
  '64:ff9b::/96', // NAT64 (reaches IPv4 addresses, private ones included)
  '100::/64', // discard
  '2001:db8::/32', // documentation
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'ff00::/8', // multicast
];

export interface WebhookPolicyOptions {
  /** Host names webhooks may call: exact (`hooks.example.com`) or a domain's subdomains (`*.example.com`). */
  allowedHosts: string[];
  /** CIDRs a webhook may reach although they are private, loopback or link-local. */
  allowedNetworks?: string[];
  /** Name resolution (tests substitute answers to play DNS tricks). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

export class WebhookPolicy {
  private readonly special = new net.BlockList();
  private readonly allowedNetworks = new net.BlockList();
  private readonly hosts: string[];
  private readonly resolve: (host: string) => Promise<{ address: string; family: number }[]>;

  constructor(options: WebhookPolicyOptions) {
    this.hosts = options.allowedHosts.map((h) => h.trim().toLowerCase()).filter(Boolean);
    for (const cidr of SPECIAL_V4) addSubnet(this.special, cidr);
    for (const cidr of SPECIAL_V6) addSubnet(this.special, cidr);
    for (const cidr of options.allowedNetworks ?? []) addSubnet(this.allowedNetworks, cidr);
    this.resolve = options.resolve ?? ((host) => dns.promises.lookup(host, { all: true, verbatim: true }));
  }

  /** Whether any host at all may be called (with none allowed, webhooks are off). */
  get enabled(): boolean {
    return this.hosts.length > 0;
  }

  /**
   * Refuses (ApiError WEBHOOK_NOT_ALLOWED, 400) a URL that is not http(s), whose host is not
   * allowed, or that resolves to an address that may not be reached. Used when a job or an
   * account webhook is submitted; delivery checks again through `lookup`.
   */
  async check(url: string): Promise<void> {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) throw refused(`The webhook URL must be an http(s) URL`);
    if (parsed.username || parsed.password) throw refused('The webhook URL must not carry credentials');
    const host = hostOf(parsed);
    if (!this.hostAllowed(host)) {
      throw refused(
        this.enabled
          ? `The webhook host "${host}" is not one the operator allows (WEBHOOK_ALLOWED_HOSTS)`
          : 'Webhooks are off on this server: the operator allows no webhook host (WEBHOOK_ALLOWED_HOSTS)',
      );
    }
    await this.addresses(host);
  }

  /** The host part as allowed-host rules see it. */
  hostAllowed(host: string): boolean {
    const name = host.toLowerCase().replace(/\.$/, '');
    return this.hosts.some((rule) => (rule.startsWith('*.') ? name.endsWith(rule.slice(1)) && name.length > rule.length - 1 : name === rule));
  }

  /** The host's addresses, every one of them allowed; throws WEBHOOK_NOT_ALLOWED otherwise. */
  async addresses(host: string): Promise<{ address: string; family: number }[]> {
    let found: { address: string; family: number }[];
    if (net.isIP(host)) found = [{ address: host, family: net.isIP(host) }];
    else {
      try {
        found = await this.resolve(host);
      } catch {
        throw refused(`The webhook host "${host}" does not resolve`);
      }
    }
    if (found.length === 0) throw refused(`The webhook host "${host}" does not resolve`);
    // Every address, not just the first: a name with one public and one internal answer is refused.
    for (const { address } of found) {
      if (!this.addressAllowed(address)) {
        throw refused(
          `The webhook host "${host}" resolves to ${address}, a loopback, private or link-local address the operator does not allow (WEBHOOK_ALLOWED_NETWORKS)`,
        );
      }
    }
    return found;
  }

  addressAllowed(raw: string): boolean {
    const { address, family } = normalise(raw);
    if (this.allowedNetworks.check(address, family)) return true;
    return !this.special.check(address, family);
  }

  /**
   * A `lookup` for http.request: resolves, checks every address, and connects to the first. The
   * connection thus goes to an address that passed the check, whatever DNS answers next time.
   */
  readonly lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    this.addresses(hostname.replace(/^\[|\]$/g, '')).then(
      (found) => {
        const first = found[0]!;
        if (options.all)
          callback(
            null,
            found.map((f) => ({ address: f.address, family: f.family })),
          );
        else callback(null, first.address, first.family);
      },
      (error: Error) => callback(Object.assign(new Error(error.message), { code: 'WEBHOOK_NOT_ALLOWED' }), '', 4),
    );
  };
}

const refused = (message: string) => new ApiError('WEBHOOK_NOT_ALLOWED', message);

/** URL.hostname keeps an IPv6 literal's brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** IPv4-mapped IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it reaches. */
function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: net.isIPv6(address) ? 'ipv6' : 'ipv4' };
}

function addSubnet(list: net.BlockList, cidr: string): void {
  const [address, bits] = cidr.trim().split('/');
  const family = net.isIPv6(address!) ? 'ipv6' : 'ipv4';
  if (!net.isIP(address!)) throw new Error(`Invalid network "${cidr}": expected an address/prefix such as 10.0.0.0/8`);
  const prefix = bits === undefined ? (family === 'ipv6' ? 128 : 32) : Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 'ipv6' ? 128 : 32)) throw new Error(`Invalid network "${cidr}": bad prefix length`);
  list.addSubnet(address!, prefix, family);
}
